import { boardWidget } from '../menuBoards/definition.js';
import { SEPTIM_STORE_BOARD_WIDGET_TYPE, septimStoreBoardBodySchema } from './model.js';
import { SeptimStoreBoardWidget } from './render.js';

export * from './model.js';
export { septimBoardCards, type SeptimBoardCard } from './meals.js';
export { SeptimStoreBoardWidget } from './render.js';

export const septimStoreBoardWidget = boardWidget({
  type: SEPTIM_STORE_BOARD_WIDGET_TYPE,
  label: 'Meal cards from Septim',
  colour: '#a04000',
  body: septimStoreBoardBodySchema,
  Render: SeptimStoreBoardWidget,
});
