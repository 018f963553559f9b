import {
  useEffect,
  useId,
  useMemo,
  useRef,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import { REFERENCE_SCREEN } from '../../model/index.js';
import { referenceStageWidth, useBoxSize } from '../../render/boxSize.js';
import type { WidgetRenderProps } from '../../render/widgetDefinition.js';
import { MB } from './boardCss.js';
import { classicImageSize } from './layout.js';

/** A board's box: its root's ref, its scale, its width and the scope of its stylesheet. */
export interface BoardFrameState {
  boxRef: RefObject<HTMLDivElement | null>;
  /** CSS px per reference px (1 until measured). */
  scale: number;
  /** The board's width in CSS px. */
  width: number;
  /** The board's box in reference px (the item's share of the reference screen until measured). */
  referenceWidth: number;
  referenceHeight: number;
  /** Names the board's root, so its stylesheet applies to it alone. */
  scope: string;
}

/**
 * A board's box (the ref for its root) measured against the reference screen. Boards draw in
 * one pass from their data, without measuring their content, so each is ready at once.
 */
export function useBoardFrame({ sceneItem, scene, onReady }: WidgetRenderProps): BoardFrameState {
  const boxRef = useRef<HTMLDivElement>(null);
  const box = useBoxSize(boxRef);
  const stageWidth = referenceStageWidth(scene);
  const stageHeight =
    stageWidth === REFERENCE_SCREEN.width ? REFERENCE_SCREEN.height : REFERENCE_SCREEN.width;
  const referenceWidth = (sceneItem.w / 100) * stageWidth;
  const scale = box.width > 0 && referenceWidth > 0 ? box.width / referenceWidth : 1;
  const scope = useId();
  useEffect(() => {
    onReady();
  }, [onReady]);
  const referenceHeight = box.height > 0 ? box.height / scale : (sceneItem.h / 100) * stageHeight;
  return { boxRef, scale, scope, width: referenceWidth * scale, referenceWidth, referenceHeight };
}

/** The item's body read by a variant's reader, again only when the body changes. */
export function useBoardBody<T>(read: (body: unknown) => T, { sceneItem }: WidgetRenderProps): T {
  return useMemo(() => read(sceneItem.item.body), [read, sceneItem.item.body]);
}

/** A classic meal picture's side in CSS px: a share of the board's width by its columns. */
export const classicImageSide = (frame: BoardFrameState, columns: number, factor: number) =>
  (classicImageSize(columns, factor) * frame.width) / 100;

/** A text shown when its switch is on and it is not empty; otherwise nothing. */
export const shown = (on: boolean, text: string | null | undefined): string | null =>
  on && text ? text : null;

interface BoardFrameProps {
  frame: BoardFrameState;
  testId: string;
  /** Whether the board has its menu ("menu") or waits for one ("no-data"), when it says so. */
  hasMenu?: boolean;
  background: string;
  /** The board's stylesheet (scoped to `frame.scope`). */
  css?: string;
  /** Reference px around the content (32 unless the board says otherwise). */
  padding?: number;
  /** The data- attributes (and `lang`) the board states on its root. */
  attributes?: Record<string, string | undefined>;
  /** Changes to the root's layout (a board that is one grid). */
  style?: CSSProperties;
  children?: ReactNode;
}

/** A board's root: full size, its background, its stylesheet, its content in a column. */
export function BoardFrame(props: BoardFrameProps) {
  const { frame, testId, hasMenu, background, css, attributes, style, children } = props;
  const { boxRef, scope, scale } = frame;
  const padding = props.padding ?? 32;
  return (
    <div
      ref={boxRef}
      data-menu-board={scope}
      data-testid={testId}
      data-state={hasMenu === undefined ? undefined : hasMenu ? 'menu' : 'no-data'}
      {...attributes}
      style={{
        width: '100%',
        height: '100%',
        boxSizing: 'border-box',
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        gap: 16 * scale,
        padding: padding * scale,
        background,
        ...style,
      }}
    >
      {css !== undefined && <style>{css}</style>}
      {children}
    </div>
  );
}

/** A board's title and subtitle, each when there is one to show. */
export function BoardTitles(props: {
  title: string | null;
  subtitle?: string | null;
  titleTestId?: string;
  subtitleTestId?: string;
}) {
  return (
    <>
      {props.title && (
        <h1 data-testid={props.titleTestId ?? 'menu-board-title'} className={MB.title}>
          {props.title}
        </h1>
      )}
      {props.subtitle && (
        <p data-testid={props.subtitleTestId ?? 'menu-board-subtitle'} className={MB.subtitle}>
          {props.subtitle}
        </p>
      )}
    </>
  );
}

/** The title settings most boards store: each text with its switch. */
export interface TitleSettings {
  title: string;
  showTitle: boolean;
  subtitle: string;
  showSubtitle: boolean;
}

/** A board's title and subtitle from its settings, each when switched on and not empty. */
export const SettingsTitles = ({ settings }: { settings: TitleSettings }) => (
  <BoardTitles
    title={shown(settings.showTitle, settings.title)}
    subtitle={shown(settings.showSubtitle, settings.subtitle)}
  />
);

/** A grid of meals or cells that fills the rest of the board. */
export function BoardGrid(props: {
  testId: string;
  columns: number;
  rows?: number;
  gap?: number;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const repeat = (n: number) => `repeat(${Math.max(1, n)}, minmax(0, 1fr))`;
  return (
    <div
      data-testid={props.testId}
      data-columns={props.columns}
      data-rows={props.rows}
      style={{
        flex: 1,
        minHeight: 0,
        display: 'grid',
        gridTemplateColumns: repeat(props.columns),
        gridTemplateRows: props.rows === undefined ? undefined : repeat(props.rows),
        gap: props.gap,
        ...props.style,
      }}
    >
      {props.children}
    </div>
  );
}

/** Categories flowing down browser-laid columns: the browser balances them, nothing measured. */
export function BoardColumns(props: { columns: number; gap: number; children: ReactNode }) {
  return (
    <div
      data-testid="menu-board-columns"
      data-columns={props.columns}
      style={{
        columnCount: props.columns,
        columnGap: props.gap,
        columnFill: 'balance',
        flex: 1,
        minHeight: 0,
      }}
    >
      {props.children}
    </div>
  );
}
