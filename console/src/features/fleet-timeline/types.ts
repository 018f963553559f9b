import type { FleetTimelineQuery } from '../../graphql/generated';

export type FleetTimelineAnswer = NonNullable<FleetTimelineQuery['fleetTimeline']>;
export type ScreenTimeline = FleetTimelineAnswer['screens'][number];
