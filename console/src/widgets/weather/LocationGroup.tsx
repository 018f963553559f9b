import { useMutation } from '@apollo/client/react';
import { Button, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { readWeatherBody } from '@marquee/sdk';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../kit/errorMessage';
import { WeatherGeoCodingDocument } from '../../graphql/generated';
import type { ToolbarGroup, ToolbarGroupProps } from '../types';
import { useWeatherAccount } from './accountDefaults';
import { SubmitButton } from '../../kit/SubmitButton';

/** The place the server shows when the item names none. */
const DEFAULT_PLACE = 'Prague';

/** Shown under the search when the server knows no place by that name. */
export const placeNotFound = (query: string) => `No place called “${query}” was found.`;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/**
 * The item's place: a search by name (the server's geocoding, in the account's language) that
 * sets the coordinates the screen asks the weather for and the name it shows. Clearing it goes
 * back to the default place.
 */
export const locationGroup: ToolbarGroup = {
  id: 'location',
  label: 'Location',
  render: (props) => <Location {...props} />,
};

function Location({ body, onChange }: Pick<ToolbarGroupProps, 'body' | 'onChange'>) {
  const styles = useStyles();
  const weather = readWeatherBody(body);
  const { languageCode } = useWeatherAccount();
  const [query, setQuery] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [geoCoding, { loading }] = useMutation(WeatherGeoCodingDocument);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    if (!text || loading) return;
    setProblem(null);
    try {
      const { data } = await geoCoding({ variables: { data: { query: text, languageCode } } });
      const place = data?.geoCoding;
      if (!place) return setProblem(placeNotFound(text));
      onChange({ body: { lat: place.lat, long: place.long, locationName: place.name } });
      setQuery('');
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  const chosen = weather.locationName.trim();
  return (
    <div className={styles.root}>
      <Text data-testid="weather-place">
        {chosen
          ? `Showing the weather in ${chosen}`
          : `Showing the weather in ${DEFAULT_PLACE} (default)`}
      </Text>
      <form onSubmit={(event) => void search(event)}>
        <Field
          label="Find a place"
          validationState={problem ? 'error' : 'none'}
          validationMessage={problem ?? undefined}
        >
          <Input
            data-testid="weather-search"
            placeholder="e.g. Brno"
            value={query}
            onChange={(_e, d) => setQuery(d.value)}
            contentAfter={
              <SubmitButton
                size="small"
                appearance="transparent"
                disabledFocusable={loading || !query.trim()}
              >
                {loading ? 'Searching…' : 'Search'}
              </SubmitButton>
            }
          />
        </Field>
      </form>
      {chosen && (
        <Button
          appearance="subtle"
          onClick={() => onChange({ body: { lat: undefined, long: undefined, locationName: '' } })}
        >
          Use the default place
        </Button>
      )}
    </div>
  );
}
