import {
  Field,
  MessageBar,
  MessageBarBody,
  Select,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { QR_CODE_TYPES, readQrCodeBody, type QrCodeType } from '@marquee/sdk';
import type { ToolbarGroup, ToolbarGroupProps } from '../types';
import { DraftField } from './DraftField';
import { QR_CODE_FIELDS, QR_CODE_TYPE_LABELS, QR_CODE_TYPE_WARNING, warnsAbout } from './qrFields';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/**
 * What the code holds: its type, then only that type's fields, and for types some phones do not
 * act on, a warning. The value is stored whole (body.value), the other types' fields kept, so
 * switching the type back finds them again.
 */
export const qrContentGroup: ToolbarGroup = {
  id: 'content',
  label: 'Content',
  render: (props) => <Content {...props} />,
};

function Content({ body, onChange }: Pick<ToolbarGroupProps, 'body' | 'onChange'>) {
  const styles = useStyles();
  const { value } = readQrCodeBody(body);
  const setValue = (change: Partial<typeof value>) =>
    onChange({ body: { value: { ...value, ...change } } });
  return (
    <div className={styles.root}>
      <Field label="Type">
        <Select
          data-testid="qrcode-type"
          value={value.type}
          onChange={(_e, d) => setValue({ type: d.value as QrCodeType })}
        >
          {QR_CODE_TYPES.map((type) => (
            <option key={type} value={type}>
              {QR_CODE_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
      </Field>
      {QR_CODE_FIELDS[value.type].map((field) => (
        <DraftField
          // Keyed by type too: the SMS and phone types share the phone field's name.
          key={`${value.type}-${field.name}`}
          field={field}
          value={value[field.name]}
          onCommit={(text) => setValue({ [field.name]: text })}
        />
      ))}
      {warnsAbout(value.type) && (
        <MessageBar intent="warning">
          <MessageBarBody>{QR_CODE_TYPE_WARNING}</MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
