import { createContext, type CSSProperties, type ReactNode } from 'react';
import type { Rotation } from '../host/index.js';

/** The rotation the player draws its stage with, for what the page's CSS cannot turn. */
export const StageRotationContext = createContext<Rotation>(0);

/**
 * The player's own rotation of everything it draws, for a screen whose platform cannot rotate
 * its picture (no 'orientation' capability): the box is centred on the screen, turned clockwise,
 * and for 90 and 270 degrees takes the screen's height as its width and its width as its
 * height, so a portrait layout fills a landscape panel mounted on its side. Zones are laid out
 * in percent of this box and widgets scale by their box's width, so nothing else changes.
 */
export function RotatedStage({ rotation, children }: { rotation: Rotation; children: ReactNode }) {
  if (rotation === 0) return <>{children}</>;
  return (
    <StageRotationContext.Provider value={rotation}>
      <div data-testid="rotated-stage" data-rotation={rotation} style={rotatedStyle(rotation)}>
        {children}
      </div>
    </StageRotationContext.Provider>
  );
}

export function rotatedStyle(rotation: Rotation): CSSProperties {
  const sideways = rotation === 90 || rotation === 270;
  return {
    position: 'absolute',
    top: '50%',
    left: '50%',
    // The root is fixed to the viewport, so the viewport's sides are the screen's.
    width: sideways ? '100vh' : '100vw',
    height: sideways ? '100vw' : '100vh',
    overflow: 'hidden',
    transform: `translate(-50%, -50%) rotate(${rotation}deg)`,
    transformOrigin: '50% 50%',
  };
}
