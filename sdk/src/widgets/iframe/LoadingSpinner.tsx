import type { CSSProperties } from 'react';

const OVERLAY: CSSProperties = {
  position: 'absolute',
  left: 0,
  top: 0,
  right: 0,
  bottom: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: '#111',
};

/**
 * A page still loading: a dark cover with a turning arc, sized to the box. Animated with SVG's
 * own animateTransform rather than CSS keyframes, which inline styles cannot declare.
 */
export function LoadingSpinner() {
  return (
    <div role="progressbar" aria-label="Loading" style={OVERLAY}>
      <svg viewBox="0 0 50 50" style={{ width: '12%', maxWidth: 96, minWidth: 16 }}>
        <circle cx="25" cy="25" r="20" fill="none" stroke="#444" strokeWidth="5" />
        <path d="M25 5 a20 20 0 0 1 20 20" fill="none" stroke="#ddd" strokeWidth="5">
          <animateTransform
            attributeName="transform"
            type="rotate"
            from="0 25 25"
            to="360 25 25"
            dur="1s"
            repeatCount="indefinite"
          />
        </path>
      </svg>
    </div>
  );
}
