import { Radio, RadioGroup, Switch, Field, makeStyles, tokens } from '@fluentui/react-components';
import { readCustomerFeedbackBody } from '@marquee/sdk';
import { FEEDBACK_QUESTION_MAX_LENGTH, FEEDBACK_SHORT_TEXT_MAX_LENGTH } from '@marquee/sdk/model';
import { ColourField } from '../shared/ColourField';
import type { ToolbarGroup, ToolbarGroupProps } from '../types';
import { TextDraft } from './TextDraft';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

type GroupProps = Pick<ToolbarGroupProps, 'body' | 'onChange'>;

/** What the item asks and how visitors answer: five smileys or the numbers 1 to 5. */
export const feedbackQuestionGroup: ToolbarGroup = {
  id: 'question',
  label: 'Question',
  render: (props) => <Question {...props} />,
};

function Question({ body, onChange }: GroupProps) {
  const styles = useStyles();
  const feedback = readCustomerFeedbackBody(body);
  return (
    <div className={styles.root}>
      <TextDraft
        label="Question"
        testId="feedback-question"
        value={feedback.question}
        maxLength={FEEDBACK_QUESTION_MAX_LENGTH}
        required
        onCommit={(question) => onChange({ body: { question } })}
      />
      <Field label="Answers">
        <RadioGroup
          value={feedback.answerStyle}
          onChange={(_e, d) => onChange({ body: { answerStyle: d.value } })}
        >
          <Radio value="smileys" label="Five smileys" />
          <Radio value="scale" label="A scale from 1 to 5" />
        </RadioGroup>
      </Field>
      <TextDraft
        label="Thank-you text"
        testId="feedback-thank-you"
        value={feedback.thankYouText}
        maxLength={FEEDBACK_SHORT_TEXT_MAX_LENGTH}
        onCommit={(thankYouText) => onChange({ body: { thankYouText } })}
      />
    </div>
  );
}

/** The QR code that opens the question on a phone: on or off, and the line under it. */
export const feedbackPhoneGroup: ToolbarGroup = {
  id: 'phone',
  label: 'Answer on a phone',
  render: (props) => <Phone {...props} />,
};

function Phone({ body, onChange }: GroupProps) {
  const styles = useStyles();
  const feedback = readCustomerFeedbackBody(body);
  return (
    <div className={styles.root}>
      <Switch
        label="Show a QR code that opens the question on a phone"
        data-testid="feedback-show-qr"
        checked={feedback.showQrCode}
        onChange={(_e, d) => onChange({ body: { showQrCode: d.checked } })}
      />
      {feedback.showQrCode && (
        <TextDraft
          label="Text under the QR code"
          testId="feedback-qr-prompt"
          value={feedback.qrPrompt}
          maxLength={FEEDBACK_SHORT_TEXT_MAX_LENGTH}
          onCommit={(qrPrompt) => onChange({ body: { qrPrompt } })}
        />
      )}
    </div>
  );
}

/** The item's colours: its text and background. */
export const feedbackColoursGroup: ToolbarGroup = {
  id: 'colours',
  label: 'Colours',
  render: (props) => <Colours {...props} />,
};

function Colours({ body, onChange }: GroupProps) {
  const styles = useStyles();
  const feedback = readCustomerFeedbackBody(body);
  return (
    <div className={styles.root}>
      <ColourField
        label="Text colour"
        testId="feedback-text-colour"
        value={feedback.textColor}
        onChange={(textColor) => onChange({ body: { textColor } })}
      />
      <ColourField
        label="Background colour"
        testId="feedback-background-colour"
        value={feedback.backgroundColor}
        onChange={(backgroundColor) => onChange({ body: { backgroundColor } })}
      />
    </div>
  );
}
