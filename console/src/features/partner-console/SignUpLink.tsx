import { useQuery } from '@apollo/client/react';
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkRegular, CopyRegular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { PartnerSignUpLinkDocument } from '../../graphql/generated';
import { copyText } from '../account/copyText';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  input: { flexGrow: 1, minWidth: 0, fontFamily: tokens.fontFamilyMonospace },
});

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The partner's sign-up link: whoever signs up through it becomes one of the partner's
 * accounts. A Copy button says Copied, or where the browser lets nothing copy, leaves the link
 * selected to copy by hand.
 */
export function SignUpLink() {
  const styles = useStyles();
  const field = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');
  const { data } = useQuery(PartnerSignUpLinkDocument);
  const link = data?.partnerSignUpLink;
  if (!link) return null;
  return (
    <Field
      label="Sign-up link"
      hint="Accounts that sign up with this link appear in your list."
      validationMessage={
        copy === 'failed'
          ? 'This browser does not let the page copy. The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.'
          : undefined
      }
      validationState={copy === 'failed' ? 'warning' : 'none'}
    >
      <div className={styles.row}>
        <Input
          input={{ ref: field }}
          className={styles.input}
          value={link}
          readOnly
          aria-label="Sign-up link"
          onFocus={(event) => event.target.select()}
        />
        <Button
          icon={copy === 'copied' ? <CheckmarkRegular /> : <CopyRegular />}
          onClick={() =>
            void copyText(link, field.current).then((ok) => setCopy(ok ? 'copied' : 'failed'))
          }
        >
          {copy === 'copied' ? 'Copied' : 'Copy'}
        </Button>
      </div>
    </Field>
  );
}
