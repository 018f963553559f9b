/** Sizes in reference-screen pixels: small on the editor's canvas, but readable. */
const SIZE = { text: 24, inset: 8, padding: 10 } as const;

/**
 * The editor's note on an item whose data could not be fetched: why, over the bottom of its
 * box, dark and small so it never passes for content. Drawn only in the editor's preview; a
 * screen shows the item as it is (its last data, or its placeholder).
 */
export function EditorHint({ text, px }: { text: string; px: (reference: number) => number }) {
  return (
    <div
      role="note"
      data-testid="feed-hint"
      style={{
        position: 'absolute',
        left: `${px(SIZE.inset)}px`,
        right: `${px(SIZE.inset)}px`,
        bottom: `${px(SIZE.inset)}px`,
        boxSizing: 'border-box',
        padding: `${px(SIZE.padding / 2)}px ${px(SIZE.padding)}px`,
        borderRadius: `${px(SIZE.padding / 2)}px`,
        backgroundColor: 'rgba(32, 32, 32, 0.85)',
        color: '#ffffff',
        fontFamily: 'system-ui, sans-serif',
        fontSize: `${px(SIZE.text)}px`,
        fontWeight: 'normal',
        fontStyle: 'normal',
        lineHeight: 1.3,
        textAlign: 'left',
        overflowWrap: 'anywhere',
      }}
    >
      {text}
    </div>
  );
}
