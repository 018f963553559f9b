import {
  MEAL_IMAGE_SIZE_FACTOR,
  MENU_BOARD_COLUMNS,
  MENU_BOARD_FONT_RATIO,
  clampFontRatio,
} from '@marquee/sdk';
import { ColourField } from '../shared/ColourField';
import { RangeField } from '../shared/RangeField';

/** The sizes both menu board variants keep, under the same names. */
interface BoardSizes {
  mealImageSizeFactor: number;
  numberOfColumns: number;
  fontSizeRatio: number;
}

/**
 * widgets.md §5's sliders both menu board variants have (photo size, maximum columns, font
 * ratio) and the background colour, which each variant keeps in a field of its own.
 */
export function BoardSizeFields({
  sizes,
  background,
  onSizes,
  onBackground,
}: {
  sizes: BoardSizes;
  background: string;
  onSizes: (patch: Partial<BoardSizes>) => void;
  onBackground: (colour: string) => void;
}) {
  return (
    <>
      <RangeField
        label="Photo size"
        testId="menu-board-photo-size"
        value={sizes.mealImageSizeFactor}
        range={MEAL_IMAGE_SIZE_FACTOR}
        onChange={(mealImageSizeFactor) => onSizes({ mealImageSizeFactor })}
      />
      <RangeField
        label="Maximum columns"
        testId="menu-board-columns"
        value={sizes.numberOfColumns}
        range={MENU_BOARD_COLUMNS}
        onChange={(numberOfColumns) => onSizes({ numberOfColumns })}
      />
      <RangeField
        label="Font ratio"
        testId="menu-board-font-ratio"
        value={clampFontRatio(sizes.fontSizeRatio)}
        range={MENU_BOARD_FONT_RATIO}
        onChange={(fontSizeRatio) => onSizes({ fontSizeRatio })}
      />
      <ColourField
        label="Background colour"
        testId="menu-board-background"
        value={background}
        onChange={onBackground}
      />
    </>
  );
}
