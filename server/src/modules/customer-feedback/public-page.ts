import { FEEDBACK_SCORE_LABELS } from '@marquee/sdk/model';
import type { FeedbackItem } from './forms.js';

// The phone form: one small server-made page, no script, no console bundle. It reads well at
// 320 px, each answer is a large button with a visible word, and every state (the question, the
// thank-you, each refusal) is a page of its own with a heading that says what happened.

/** Face colours and mouth bends from 1 (red frown) to 5 (green smile), as on the screen. */
const FACE_COLOURS = ['#e74c3c', '#e67e22', '#f1c40f', '#9acd32', '#2ecc71'] as const;
const MOUTH_BEND = [-9, -5, 0, 5, 9] as const;

/** The screen's smiley for a score, as inline SVG: the same face on every phone, no font needed. */
function face(score: number): string {
  const bend = MOUTH_BEND[score - 1] ?? 0;
  const y = 64 - bend / 2;
  return `<svg class="face" viewBox="0 0 100 100" aria-hidden="true" focusable="false"><circle cx="50" cy="50" r="46" fill="${FACE_COLOURS[score - 1]}"/><circle cx="35" cy="40" r="6" fill="#1f2937"/><circle cx="65" cy="40" r="6" fill="#1f2937"/><path d="M 30 ${y} Q 50 ${y + bend * 2} 70 ${y}" stroke="#1f2937" stroke-width="6" stroke-linecap="round" fill="none"/></svg>`;
}

export const FORM_MESSAGES = {
  thanks: 'Thank you! Your answer has been received.',
  thanksTitle: 'Thank you',
  gone: 'This feedback form is not available anymore. The QR code may be old, or it was mistyped.',
  goneTitle: 'Form not found',
  tooMany:
    'You have sent several answers in a short time. Please wait a few minutes and try again.',
  tooManyTitle: 'Please wait a moment',
  noScore: 'Choose one of the five answers.',
  invalid: 'This answer could not be read. Please open the form again from the QR code.',
  invalidTitle: 'Something went wrong',
} as const;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f5f5f5;color:#1f2937}
main{max-width:32rem;margin:0 auto;padding:1.5rem 1rem}
h1{font-size:1.5rem;line-height:1.3;margin:0 0 1rem}
p{font-size:1.1rem;line-height:1.5}
fieldset{border:0;margin:0;padding:0}
legend{font-size:1.4rem;font-weight:700;line-height:1.3;margin-bottom:1rem;padding:0}
.answers{display:grid;grid-template-columns:repeat(5,1fr);gap:.5rem}
button{min-height:5rem;border:2px solid #1f2937;border-radius:.75rem;background:#fff;color:#1f2937;font:inherit;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:.25rem;padding:.25rem;cursor:pointer}
button:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
.face{width:2.5rem;height:2.5rem}
.number{font-size:1.75rem;font-weight:700;line-height:1}
.word{font-size:.75rem;line-height:1.2;text-align:center}
.error{color:#b3261e;font-weight:700}
`;

function page(status: string, title: string, main: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main data-state="${status}">${main}</main></body></html>`;
}

/** The question with its five answers; each is a submit button, so one tap answers. */
export function formPage(item: FeedbackItem, nonce: string, error: string | null): string {
  const buttons = FEEDBACK_SCORE_LABELS.map((label, i) => {
    const score = i + 1;
    const mark =
      item.answerStyle === 'smileys'
        ? face(score)
        : `<span class="number" aria-hidden="true">${score}</span>`;
    return `<button type="submit" name="score" value="${score}" aria-label="${score}: ${label}">${mark}<span class="word" aria-hidden="true">${label}</span></button>`;
  }).join('');
  const errorText = error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '';
  return page(
    'form',
    item.question,
    `<form method="post"><input type="hidden" name="nonce" value="${escapeHtml(nonce)}">
<fieldset><legend>${escapeHtml(item.question)}</legend>${errorText}<div class="answers">${buttons}</div></fieldset></form>`,
  );
}

/** A page that says one thing: thanks, or why the answer was not taken. */
export function messagePage(state: 'thanks' | 'gone' | 'too-many' | 'invalid'): string {
  const pages: Record<typeof state, [string, string]> = {
    thanks: [FORM_MESSAGES.thanksTitle, FORM_MESSAGES.thanks],
    gone: [FORM_MESSAGES.goneTitle, FORM_MESSAGES.gone],
    'too-many': [FORM_MESSAGES.tooManyTitle, FORM_MESSAGES.tooMany],
    invalid: [FORM_MESSAGES.invalidTitle, FORM_MESSAGES.invalid],
  };
  const [title, text] = pages[state];
  const role = state === 'thanks' ? 'status' : 'alert';
  return page(
    state,
    title,
    `<h1>${escapeHtml(title)}</h1><p role="${role}">${escapeHtml(text)}</p>`,
  );
}
