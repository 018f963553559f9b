import { useMemo } from 'react';
import type { PlayableFile } from '../player/content.js';
import { fontFaceCss } from './fontFaces.js';

type Files = ReadonlyMap<string, PlayableFile>;

interface ContentFontsProps {
  /** The files of the content on screen. */
  files: Files;
  /** The files of a content about to replace it, if any. */
  nextFiles?: Files;
}

/**
 * Declares the fonts of the content's text from its font files: a style element beside the
 * stage, so every text item inside draws with the files the player keeps. Both the content on
 * screen and the one about to replace it are declared, so neither flashes a fallback font.
 */
export function ContentFonts({ files, nextFiles }: ContentFontsProps) {
  const css = useMemo(
    () => fontFaceCss([...files.values(), ...(nextFiles?.values() ?? [])]),
    [files, nextFiles],
  );
  if (!css) return null;
  return <style data-testid="content-fonts">{css}</style>;
}
