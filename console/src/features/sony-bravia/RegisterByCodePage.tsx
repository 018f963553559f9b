import { useMutation, useQuery } from '@apollo/client/react';
import {
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Text,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { RegisterSonyDisplayByCodeDocument, SonyDisplaysDocument } from '../../graphql/generated';
import { errorMessage, inputErrorsOf, type InputError } from '../../kit/errorMessage';
import { RouterLink } from '../../kit/RouterLink';
import { SubmitButton } from '../../kit/SubmitButton';
import { GroupSelect } from './GroupSelect';
import { ZTP_PATH, fieldState, unplacedError } from './sonyText';

export const useSonyStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '640px',
  },
});

/** /sony-bravia/ztp/code: the installer types the code the display shows; the display is bound. */
export function RegisterByCodePage() {
  const styles = useSonyStyles();
  const { data } = useQuery(SonyDisplaysDocument);
  const [register] = useMutation(RegisterSonyDisplayByCodeDocument, {
    refetchQueries: [SonyDisplaysDocument],
  });
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [groupId, setGroupId] = useState('');
  const [errors, setErrors] = useState<InputError[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const notSetUp = data && !data.sonyBraviaSetup.kittingConfigured;

  const submit = async () => {
    setErrors([]);
    setProblem(null);
    setDone(null);
    try {
      const result = await register({
        variables: {
          input: { oneTimeCode: code.trim(), name: name.trim(), groupId: groupId || null },
        },
      });
      setDone(result.data?.registerSonyDisplayByCode.name ?? name);
      setCode('');
      setName('');
    } catch (error) {
      setErrors(inputErrorsOf(error));
      setProblem(errorMessage(error));
    }
  };

  return (
    <div className={styles.page}>
      <Title2 as="h1">Register a Sony display</Title2>
      <Text>
        On the display, choose zero-touch provisioning in its setup: it shows a one-time code. Type
        it here. The display joins the space you are in now.
      </Text>
      {notSetUp && (
        <MessageBar intent="warning">
          <MessageBarBody>
            Sony provisioning is not set up on this server (MARQUEE_SONY_API_KEY). Register the
            display by its serial number instead.
          </MessageBarBody>
        </MessageBar>
      )}
      {unplacedError(errors, problem) && (
        <MessageBar intent="error" data-testid="sony-code-problem">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      )}
      {done && (
        <MessageBar intent="success" data-testid="sony-code-done">
          <MessageBarBody>
            {done} is registered. It opens Marquee when it finishes its setup.{' '}
            <RouterLink to={ZTP_PATH}>See the displays</RouterLink>
          </MessageBarBody>
        </MessageBar>
      )}
      <form
        className={styles.page}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field label="One-time code" required {...fieldState(errors, 'input.oneTimeCode')}>
          <Input
            name="oneTimeCode"
            data-testid="sony-code"
            autoComplete="off"
            maxLength={32}
            value={code}
            onChange={(_, d) => setCode(d.value)}
          />
        </Field>
        <Field label="Screen name" required {...fieldState(errors, 'input.name')}>
          <Input
            name="name"
            data-testid="sony-name"
            autoComplete="off"
            maxLength={100}
            value={name}
            onChange={(_, d) => setName(d.value)}
          />
        </Field>
        <GroupSelect
          value={groupId}
          onChange={setGroupId}
          validation={fieldState(errors, 'input.groupId')}
        />
        <div>
          <SubmitButton
            appearance="primary"
            data-testid="sony-code-submit"
            disabledFocusable={code.trim() === '' || name.trim() === ''}
          >
            Register display
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}
