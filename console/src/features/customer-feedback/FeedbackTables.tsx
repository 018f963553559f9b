import { Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { ResponsiveTable, type TableColumn } from '../../kit/ResponsiveTable';
import { answeredText, answerText, averageText, channelText, type FeedbackGroup } from './feedback';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

export interface FeedbackAnswerRow {
  id: string;
  deviceId: string;
  deviceName?: string | null;
  question: string;
  score: number;
  channel: string;
  answeredAt: string;
}

const groupColumns = (what: string): readonly TableColumn<FeedbackGroup>[] => [
  { label: what, role: 'title', cell: (g) => g.label },
  { label: 'Answers', cell: (g) => g.answers },
  { label: 'Average', cell: (g) => averageText(g.averageScore) },
];

const ANSWER_COLUMNS: readonly TableColumn<FeedbackAnswerRow>[] = [
  { label: 'When', cell: (a) => answeredText(a.answeredAt) },
  { label: 'Screen', role: 'title', cell: (a) => a.deviceName ?? 'Removed screen' },
  { label: 'Question', cell: (a) => a.question },
  { label: 'Answer', cell: (a) => answerText(a.score) },
  { label: 'Given by', cell: (a) => channelText(a.channel) },
];

/** A report's groups as a table with its heading: the figures a chart draws. */
export function GroupTable({
  title,
  what,
  groups,
}: {
  title: string;
  what: string;
  groups: readonly FeedbackGroup[];
}) {
  const styles = useStyles();
  return (
    <section className={styles.section}>
      <Subtitle2 as="h2">{title}</Subtitle2>
      <ResponsiveTable
        aria-label={title}
        items={groups}
        columns={groupColumns(what)}
        keyOf={(g) => g.key}
        minTableWidth={360}
      />
    </section>
  );
}

/** The newest answers, one row each (a card each on a phone). */
export function AnswersTable({
  answers,
  total,
}: {
  answers: readonly FeedbackAnswerRow[];
  total: number;
}) {
  const styles = useStyles();
  const title = answers.length < total ? `Newest ${answers.length} of ${total} answers` : 'Answers';
  return (
    <section className={styles.section}>
      <Subtitle2 as="h2">{title}</Subtitle2>
      <ResponsiveTable
        aria-label="Answers"
        items={answers}
        columns={ANSWER_COLUMNS}
        keyOf={(a) => a.id}
        rowProps={() => ({ 'data-testid': 'feedback-answer' })}
        minTableWidth={640}
      />
    </section>
  );
}
