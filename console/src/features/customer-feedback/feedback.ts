import { feedbackScoreLabel } from '@marquee/sdk/model';
import { dateTimeText } from '../../kit/dates';

/** One group of a report (a question, a screen or a day), as the page reads it. */
export interface FeedbackGroup {
  key: string;
  label: string;
  answers: number;
  averageScore: number;
  scoreCounts: readonly number[];
}

/** A day as a person reads it on a chart's axis ("28 Nov"); the tables keep the full date. */
export const dayLabel = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/** An answer in words: "4 (Happy)". */
export const answerText = (score: number) => `${score} (${feedbackScoreLabel(score)})`;

/** An average score as read beside its scale: "4.3 of 5". */
export const averageText = (average: number | null | undefined) =>
  average == null ? 'No answers' : `${average.toFixed(1)} of 5`;

/** When an answer was given, in the operator's own clock and language. */
export const answeredText = (iso: string) => dateTimeText(iso);

/** Where an answer came from, in words. */
export const channelText = (channel: string) => (channel === 'phone' ? 'Phone' : 'Touch');
