import { useMutation } from '@apollo/client/react';
import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Body1,
  Field,
  Input,
  Select,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { FormDialog } from '../../kit/FormDialog';
import {
  MenuBoardLocationCreateDocument,
  MenuBoardLocationUpdateDocument,
  type MenuBoardDataSource,
  type MenuBoardLocationFieldsFragment,
} from '../../graphql/generated';
import { fieldErrorsOf } from './fieldErrors';
import {
  DATA_SOURCES,
  canSaveLocation,
  createInputOf,
  currencyChoices,
  emptyLocationForm,
  locationFormOf,
  sourceIdField,
  sourceIdOf,
  sourceLabel,
  updateInputOf,
  withSource,
  type LocationForm,
} from './locationForm';

const useStyles = makeStyles({
  advanced: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export const SOURCE_FIXED_NOTE =
  'The data source cannot be changed after creation. Please contact support to change it.';

interface Props {
  /** The location to edit; null creates one. */
  location: MenuBoardLocationFieldsFragment | null;
  onClose: () => void;
  onSaved: (location: MenuBoardLocationFieldsFragment) => void;
}

/**
 * The menu board location dialog: a name, the currency its boards show prices in and, under
 * Advanced Settings, the data source (chosen on creation, read-only afterwards). Mount it to
 * open it: it starts from a fresh form.
 */
export function LocationDialog({ location, onClose, onSaved }: Props) {
  const styles = useStyles();
  const editing = location !== null;
  const [form, setForm] = useState<LocationForm>(() =>
    location ? locationFormOf(location) : emptyLocationForm(),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create] = useMutation(MenuBoardLocationCreateDocument);
  const [update] = useMutation(MenuBoardLocationUpdateDocument);
  const idField = sourceIdField(form.dataSource);

  const save = async () => {
    setErrors({});
    try {
      const saved = location
        ? (await update({ variables: { id: location._id, data: updateInputOf(form) } })).data
            ?.updateMenuBoardLocation
        : (await create({ variables: { data: createInputOf(form) } })).data
            ?.createMenuBoardLocation;
      if (saved) onSaved(saved);
      onClose();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      throw error;
    }
  };

  return (
    <FormDialog
      open
      title={editing ? 'Edit location' : 'Create location'}
      submitLabel="Save"
      submitDisabled={!canSaveLocation(form, editing)}
      onClose={onClose}
      onSubmit={save}
    >
      <Field label="Location name" required validationMessage={errors.name}>
        <Input value={form.name} onChange={(_e, d) => setForm({ ...form, name: d.value })} />
      </Field>
      <Field
        label="Currency"
        hint="Prices on this location's menu boards are shown in it."
        validationMessage={errors.currency}
      >
        <Select value={form.currency} onChange={(_e, d) => setForm({ ...form, currency: d.value })}>
          {currencyChoices(form.currency).map((currency) => (
            <option key={currency.value} value={currency.value}>
              {currency.label}
            </option>
          ))}
        </Select>
      </Field>
      <Accordion collapsible>
        <AccordionItem value="advanced">
          <AccordionHeader>Advanced Settings</AccordionHeader>
          <AccordionPanel className={styles.advanced}>
            {location ? (
              <FixedSource location={location} />
            ) : (
              <>
                <Field label="Data source type">
                  <Select
                    value={form.dataSource}
                    onChange={(_e, d) => setForm(withSource(form, d.value as MenuBoardDataSource))}
                  >
                    {DATA_SOURCES.map((source) => (
                      <option key={source.value} value={source.value}>
                        {source.label}
                      </option>
                    ))}
                  </Select>
                </Field>
                {idField && (
                  <Field
                    label={idField.label}
                    required
                    hint={idField.hint}
                    validationMessage={errors[idField.path]}
                  >
                    <Input
                      value={form.sourceId}
                      onChange={(_e, d) => setForm({ ...form, sourceId: d.value })}
                    />
                  </Field>
                )}
              </>
            )}
          </AccordionPanel>
        </AccordionItem>
      </Accordion>
    </FormDialog>
  );
}

function FixedSource({ location }: { location: MenuBoardLocationFieldsFragment }) {
  const idField = sourceIdField(location.dataSource);
  return (
    <>
      <Field label="Data source type" hint={SOURCE_FIXED_NOTE}>
        <Input value={sourceLabel(location.dataSource)} readOnly />
      </Field>
      {idField && (
        <Field label={idField.label}>
          <Input value={sourceIdOf(location) ?? ''} readOnly />
        </Field>
      )}
      {!idField && <Body1>Menus of this location are entered by hand.</Body1>}
    </>
  );
}
