import { PERMISSIONS } from '@marquee/sdk/model';
import type { MenuBoard, Resolvers } from '../../graphql/generated.js';
import { guard, type Access } from '../../graphql/guards.js';
import type { GraphQLContext } from '../../request/context.js';
import type { Scope } from '../../scope.js';
import { signedFileUrl } from '../files/urls.js';
import * as boards from './board-service.js';
import { boardForDay } from './day-board.js';
import { boardImages } from './images.js';
import * as locations from './location-service.js';
import type { BoardRow, LocationRow } from './repo.js';
import * as templates from './template-service.js';

/**
 * Boards as answered: each meal's picture as a signed address (null when the file is gone), and
 * the currency of the board's location (a static board's prices are in the default currency).
 */
async function answered(ctx: GraphQLContext, scope: Scope, rows: BoardRow[]): Promise<MenuBoard[]> {
  const files = await boardImages(ctx.services, scope, rows);
  const currencies = await locations.currenciesOf(ctx.services, scope, rows);
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    menuDate: row.menuDate,
    menuBoardLocationId: row.menuBoardLocationId,
    language: row.language,
    alternativeLanguages: row.alternativeLanguages,
    origin: row.origin,
    type: row.type,
    currency: currencies.get(row.menuBoardLocationId ?? '') ?? locations.DEFAULT_CURRENCY,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    meals: row.meals.map((meal) => {
      const file = meal.fileId ? files.get(meal.fileId) : undefined;
      return { ...meal, imageUrl: file ? signedFileUrl(ctx, file) : null };
    }),
  }));
}

async function answeredOne(ctx: GraphQLContext, scope: Scope, row: BoardRow) {
  const [board] = await answered(ctx, scope, [row]);
  return board!;
}

const location = (l: LocationRow) => ({ ...l, _id: l.id });

const P = PERMISSIONS.integrations;
/** Screens read every location and board of their account: menu board widgets show them. */
const LOCATION_READ: Access = { anyOf: [P.menuBoardLocationRead], devices: true };
const BOARD_READ: Access = { anyOf: [P.menuBoardRead], devices: true };
const LOCATION_UPDATE: Access = { anyOf: [P.menuBoardLocationUpdate] };
const LOCATION_DELETE: Access = { anyOf: [P.menuBoardLocationDelete] };
const BOARD_UPDATE: Access = { anyOf: [P.menuBoardUpdate] };
const BOARD_DELETE: Access = { anyOf: [P.menuBoardDelete] };
/** Meal templates are for editors only: no screen reads them. */
const TEMPLATE_READ: Access = { anyOf: [P.menuBoardRead] };

export const menuBoardResolvers: Resolvers = {
  Query: {
    menuBoardLocations: async (_root, _args, ctx) =>
      (await locations.locations(ctx.services, guard(ctx, LOCATION_READ))).map(location),
    menuBoardLocation: async (_root, { id }, ctx) =>
      location(await locations.location(ctx.services, guard(ctx, LOCATION_READ), id)),
    menuBoards: async (_root, args, ctx) => {
      const scope = guard(ctx, BOARD_READ);
      const page = await boards.boards(ctx.services, scope, args);
      return { data: await answered(ctx, scope, page.data), total: page.total };
    },
    menuBoard: async (_root, { id }, ctx) => {
      const scope = guard(ctx, BOARD_READ);
      return answeredOne(ctx, scope, await boards.board(ctx.services, scope, id));
    },
    menuBoardForDay: async (_root, { menuBoardLocationId, menuDate }, ctx) => {
      const scope = guard(ctx, BOARD_READ);
      const row = await boardForDay(ctx.services, scope, menuBoardLocationId, menuDate);
      return row ? answeredOne(ctx, scope, row) : null;
    },
    menuBoardDates: (_root, { menuBoardLocationId, month }, ctx) =>
      boards.boardDates(ctx.services, guard(ctx, BOARD_READ), menuBoardLocationId, month),
    menuBoardMealTemplates: async (_root, _args, ctx) => {
      const list = await templates.templates(ctx.services, guard(ctx, TEMPLATE_READ));
      return { data: list.data.map((t) => ({ ...t, _id: t.id })) };
    },
  },
  Mutation: {
    createMenuBoardLocation: async (_root, { data }, ctx) =>
      location(await locations.createLocation(ctx.services, guard(ctx, LOCATION_UPDATE), data)),
    updateMenuBoardLocation: async (_root, { id, data }, ctx) =>
      location(await locations.updateLocation(ctx.services, guard(ctx, LOCATION_UPDATE), id, data)),
    deleteMenuBoardLocation: (_root, { id }, ctx) =>
      locations.deleteLocation(ctx.services, guard(ctx, LOCATION_DELETE), id),
    createMenuBoard: async (_root, { data }, ctx) => {
      const scope = guard(ctx, BOARD_UPDATE);
      return answeredOne(ctx, scope, await boards.createBoard(ctx.services, scope, data));
    },
    updateMenuBoard: async (_root, { id, data }, ctx) => {
      const scope = guard(ctx, BOARD_UPDATE);
      return answeredOne(ctx, scope, await boards.updateBoard(ctx.services, scope, id, data));
    },
    duplicateMenuBoard: async (_root, { id, menuDate }, ctx) => {
      const scope = guard(ctx, BOARD_UPDATE);
      return answeredOne(
        ctx,
        scope,
        await boards.duplicateBoard(ctx.services, scope, id, menuDate),
      );
    },
    deleteMenuBoard: (_root, { id }, ctx) =>
      boards.deleteBoard(ctx.services, guard(ctx, BOARD_DELETE), id),
    convertToStaticMenuBoard: async (_root, { categories, name }, ctx) => {
      const scope = guard(ctx, BOARD_UPDATE);
      const row = await boards.convertToStatic(ctx.services, scope, categories, name);
      return answeredOne(ctx, scope, row);
    },
    createMenuBoardMealTemplate: async (_root, { data }, ctx) => {
      const t = await templates.createTemplate(ctx.services, guard(ctx, BOARD_UPDATE), data);
      return { ...t, _id: t.id };
    },
    deleteMenuBoardMealTemplate: (_root, { id }, ctx) =>
      templates.deleteTemplate(ctx.services, guard(ctx, BOARD_DELETE), id),
  },
};
