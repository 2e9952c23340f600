/**
 * A doing learned at school in a room of its own ('Mia plays the violin', 'Kai's first drum lesson', 'Ava goes to
 * karate'): told in that room (the music room, the hall, the gym, the art room) with what the doing is done with to see
 * there, never rows of little desks, a whiteboard or the class guinea pig. A ballerina's dance class is dance-class.ts's.
 */
import type { StoryPlan } from './plan.js';
import { ACTIVITY_ROOMS } from './world/activity-rooms.js';

/** The plan with a doing's school told as the doing's own room; any other plan as it is. */
export function activityRoomPlan(plan: StoryPlan): StoryPlan {
  const room = plan.activity ? ACTIVITY_ROOMS[plan.activity.id] : undefined;
  // (A school the idea names, 'at her school', is kept; so is a dancer's dance class.)
  if (!room || plan.setting !== 'school' || plan.named || plan.placeName !== 'school') return plan;
  return {
    ...plan,
    placeName: room.name,
    placePrep: 'in',
    scenery: {
      ...plan.scenery,
      // (What the doing is done with is seen there first: the drum, the music stand.)
      sights: [...plan.activity!.things, ...room.sights],
      senses: room.senses,
      spots: room.spots,
      dusk: room.dusk,
    },
  };
}
