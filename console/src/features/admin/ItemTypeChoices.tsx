import { Checkbox, Field, Text, makeStyles, tokens } from '@fluentui/react-components';
import { defaultWidgets } from '@marquee/sdk';
import { editorFor, ENABLED_ITEM_TYPES, ITEM_TYPE_FEATURES } from '../../widgets';

const useStyles = makeStyles({
  choices: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL },
  hint: { color: tokens.colorNeutralForeground3 },
});

/**
 * The scene item types an account may add beyond those every account has, by the names the
 * scene editor shows. With every type on for every account there is nothing to choose, and the
 * field says so, and what does gate types (a feature above). Chosen types this console does not
 * know stay chosen.
 */
export function ItemTypeChoices({
  chosen,
  onChosen,
  validation,
}: {
  chosen: readonly string[];
  onChosen: (types: string[]) => void;
  validation: { validationState?: 'error'; validationMessage?: string };
}) {
  const styles = useStyles();
  const optional = defaultWidgets.filter(
    (w) => editorFor(w.type) && !ENABLED_ITEM_TYPES.includes(w.type),
  );
  const gated = defaultWidgets.filter((w) => ITEM_TYPE_FEATURES[w.type]).length;
  return (
    <Field label="Item types of this account" {...validation}>
      {optional.length === 0 ? (
        <Text className={styles.hint}>
          Every item type is available to every account. The {gated} that show store, point of sale
          or camera data need the Data integrations feature above.
        </Text>
      ) : (
        <div className={styles.choices}>
          {optional.map((w) => (
            <Checkbox
              key={w.type}
              label={w.label}
              checked={chosen.includes(w.type)}
              onChange={(_e, d) =>
                onChosen(
                  d.checked === true
                    ? [...chosen, w.type]
                    : chosen.filter((type) => type !== w.type),
                )
              }
            />
          ))}
        </div>
      )}
    </Field>
  );
}
