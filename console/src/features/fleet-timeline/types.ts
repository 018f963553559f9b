import type { FleetTimelineQuery } from '../../graphql/generated';

export type FleetTimelineAnswer = FleetTimelineQuery['fleetTimeline'];
export type ScreenTimeline = FleetTimelineAnswer['screens'][number];
