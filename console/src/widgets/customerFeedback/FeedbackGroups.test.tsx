import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultBodyOf, defaultWidgets } from '@marquee/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { editorFor, ENABLED_ITEM_TYPES, offeredWidgets } from '../index';
import { renderToolbarGroup } from '../../test/toolbarGroup';
import type { ToolbarGroup } from '../types';
import { feedbackPhoneGroup, feedbackQuestionGroup } from './FeedbackGroups';
import { customerFeedbackEditor } from './index';

afterEach(cleanup);

const user = userEvent.setup({ delay: null });

/** What a screen reader hears as the field's description (its error, then its hint). */
const describedAs = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const renderGroup = (group: ToolbarGroup, body: Record<string, unknown>) =>
  renderToolbarGroup(group, { type: 'customer_feedback', body }).onChange;

describe('customer feedback editor', () => {
  it('is offered, and a new item asks the default question with smileys and a QR code', () => {
    const offered = offeredWidgets(defaultWidgets, ENABLED_ITEM_TYPES, (t) => !!editorFor(t));
    const widget = offered.find((w) => w.type === 'customer_feedback');
    expect(widget?.label).toBe('Customer feedback');
    expect(customerFeedbackEditor.toolbarGroups[0]).toBe(feedbackQuestionGroup);
    expect(defaultBodyOf(widget!)).toMatchObject({
      question: 'How was your visit today?',
      answerStyle: 'smileys',
      showQrCode: true,
    });
  });

  it('applies a new question when the field is left, and refuses an empty one', async () => {
    const onChange = renderGroup(feedbackQuestionGroup, {});
    const question = screen.getByTestId<HTMLInputElement>('feedback-question');
    await user.clear(question);
    await user.tab();
    expect(describedAs(question)).toBe('Required At most 200 characters');
    expect(question.getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();
    await user.type(question, 'Did you find what you needed?');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith({
      body: { question: 'Did you find what you needed?' },
    });
  });

  it('switches to the 1 to 5 scale and turns the QR code off', async () => {
    const onChange = renderGroup(feedbackQuestionGroup, {});
    await user.click(screen.getByRole('radio', { name: 'A scale from 1 to 5' }));
    expect(onChange).toHaveBeenLastCalledWith({ body: { answerStyle: 'scale' } });
    cleanup();
    const onPhoneChange = renderGroup(feedbackPhoneGroup, {});
    await user.click(
      screen.getByRole('switch', { name: 'Show a QR code that opens the question on a phone' }),
    );
    expect(onPhoneChange).toHaveBeenLastCalledWith({ body: { showQrCode: false } });
  });
});
