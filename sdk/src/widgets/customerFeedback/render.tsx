import { useEffect, useRef, useState } from 'react';
import {
  FEEDBACK_MAX_SCORE,
  FEEDBACK_MIN_SCORE,
  feedbackScoreLabel,
} from '../../model/customerFeedback.js';
import { useBoxSize } from '../../render/boxSize.js';
import { useItemData } from '../../render/itemDataContext.js';
import type { WidgetRenderProps } from '../../render/widgetDefinition.js';
import { QR_QUIET_ZONE_MODULES, qrMatrix } from '../qrcode/matrix.js';
import { keepTouchAnswer } from './answers.js';
import { Face } from './Faces.js';
import { useFeedbackFormLink } from './formLink.js';
import { FEEDBACK_THANK_YOU_MS, readCustomerFeedbackBody } from './model.js';

const SCORES = Array.from(
  { length: FEEDBACK_MAX_SCORE - FEEDBACK_MIN_SCORE + 1 },
  (_, i) => FEEDBACK_MIN_SCORE + i,
);

function FormQrCode({ url, size }: { url: string; size: number }) {
  const matrix = qrMatrix(url);
  if (!matrix) return null;
  const side = matrix.size + 2 * QR_QUIET_ZONE_MODULES;
  return (
    <svg
      data-testid="customer-feedback-qr"
      data-url={url}
      role="img"
      aria-label="QR code of the feedback form"
      width={size}
      height={size}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      style={{ display: 'block', flex: 'none' }}
    >
      <rect width={side} height={side} fill="#ffffff" />
      <g fill="#000000" transform={`translate(${QR_QUIET_ZONE_MODULES} ${QR_QUIET_ZONE_MODULES})`}>
        {matrix.runs.map((run) => (
          <rect key={`${run.x},${run.y}`} x={run.x} y={run.y} width={run.length} height={1} />
        ))}
      </g>
    </svg>
  );
}

/**
 * A question with five answers (smileys or 1–5) a visitor touches, and a QR code that opens the
 * same question as a short form on a phone. A touch is kept in the screen's feedback outbox
 * before the thank-you shows, and sent when the server can be reached. The editor's preview
 * shows the thank-you but records nothing. Drawn at once, so ready on mount.
 */
export function CustomerFeedbackWidget({ sceneItem, scene, onReady, preview }: WidgetRenderProps) {
  const body = readCustomerFeedbackBody(sceneItem.item.body);
  const source = useItemData();
  const box = useRef<HTMLDivElement>(null);
  const { width, height } = useBoxSize(box);
  const [thanking, setThanking] = useState(false);
  const link = useFeedbackFormLink(
    body.showQrCode && !preview && scene._id ? { sceneId: scene._id, itemId: sceneItem._id } : null,
  );
  useEffect(() => {
    onReady();
  }, [onReady]);
  useEffect(() => {
    if (!thanking) return;
    const timer = setTimeout(() => setThanking(false), FEEDBACK_THANK_YOU_MS);
    return () => clearTimeout(timer);
  }, [thanking]);

  const answer = (score: number) => {
    if (thanking) return;
    setThanking(true);
    if (preview || !scene._id) return;
    keepTouchAnswer(source, {
      sceneId: scene._id,
      itemId: sceneItem._id,
      question: body.question,
      score,
      answeredAt: new Date().toISOString(),
    }).catch((error: unknown) => console.error('A feedback answer could not be kept', error));
  };

  // Sizes follow the box: five answers side by side, the question above, the code at the end.
  const qrUrl = body.showQrCode ? link.data : undefined;
  const unit = Math.max(4, Math.min(width / (qrUrl ? 26 : 20), height / 9));
  return (
    <div
      ref={box}
      data-testid="customer-feedback-widget"
      style={{
        width: '100%',
        height: '100%',
        boxSizing: 'border-box',
        padding: unit,
        display: 'flex',
        alignItems: 'center',
        gap: unit,
        background: body.backgroundColor,
        color: body.textColor,
        fontFamily: 'Roboto, sans-serif',
        overflow: 'hidden',
      }}
    >
      <div style={{ flex: 1, minWidth: 0, textAlign: 'center' }}>
        {thanking ? (
          <p role="status" style={{ margin: 0, fontSize: unit * 1.6, fontWeight: 'bold' }}>
            {body.thankYouText}
          </p>
        ) : (
          <>
            <p style={{ margin: `0 0 ${unit}px`, fontSize: unit * 1.4, fontWeight: 'bold' }}>
              {body.question}
            </p>
            <div style={{ display: 'flex', justifyContent: 'center', gap: unit * 0.6 }}>
              {SCORES.map((score) => (
                <button
                  key={score}
                  type="button"
                  aria-label={`${score}: ${feedbackScoreLabel(score)}`}
                  onClick={() => answer(score)}
                  style={{
                    width: unit * 3,
                    height: unit * 3,
                    padding: body.answerStyle === 'smileys' ? 0 : undefined,
                    border: body.answerStyle === 'smileys' ? 'none' : `2px solid ${body.textColor}`,
                    borderRadius: unit * 1.5,
                    background: 'transparent',
                    color: body.textColor,
                    fontSize: unit * 1.5,
                    fontWeight: 'bold',
                    cursor: 'pointer',
                  }}
                >
                  {body.answerStyle === 'smileys' ? <Face score={score} /> : score}
                </button>
              ))}
            </div>
          </>
        )}
      </div>
      {qrUrl && (
        <div style={{ textAlign: 'center', fontSize: unit * 0.7 }}>
          <FormQrCode url={qrUrl} size={unit * 5} />
          <p style={{ margin: `${unit * 0.3}px 0 0`, maxWidth: unit * 5 }}>{body.qrPrompt}</p>
        </div>
      )}
    </div>
  );
}
