import { makeStyles, tokens } from '@fluentui/react-components';
import { Fragment } from 'react';
import type { ItemContentChange, ToolbarGroup } from '../../types';
import type { BoardSettings } from './boardSettings';
import type { SetSettings, SettingField } from './settingFields';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

interface Props<S> {
  body: Record<string, unknown>;
  onChange: (change: ItemContentChange) => void;
  settings: BoardSettings<S>;
  fields: readonly SettingField<S>[];
}

function SettingsFields<S>({ body, onChange, settings, fields }: Props<S>) {
  const styles = useStyles();
  const values = settings.read(body);
  const set: SetSettings = (patch) => onChange(settings.change(body, patch as Partial<S>));
  return (
    <div className={styles.root}>
      {fields.map((field, index) => (
        <Fragment key={index}>{field(values, set)}</Fragment>
      ))}
    </div>
  );
}

/** A toolbar group of a board's settings: its fields, in a column, reading and writing `settings`. */
export function settingsGroup<S>(
  id: string,
  label: string,
  settings: BoardSettings<S>,
  fields: readonly NoInfer<SettingField<S>>[],
): ToolbarGroup {
  return {
    id,
    label,
    render: ({ body, onChange }) => (
      <SettingsFields body={body} onChange={onChange} settings={settings} fields={fields} />
    ),
  };
}

/**
 * One group for a board whose body comes in two shapes (an earlier variant keeps its settings
 * elsewhere): the body decides which of the two is drawn. The group is named as `otherwise`.
 */
export function groupByBody(
  when: (body: Record<string, unknown>) => boolean,
  then: ToolbarGroup,
  otherwise: ToolbarGroup,
): ToolbarGroup {
  return {
    id: otherwise.id,
    label: otherwise.label,
    render: (props) => (when(props.body) ? then.render(props) : otherwise.render(props)),
  };
}
