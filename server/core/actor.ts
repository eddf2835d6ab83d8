/** Who did something: recorded in the activity log and shown on timelines (06 "Everywhere"). */
export interface Actor {
  type: 'api_client' | 'user' | 'system';
  id: string | null;
  label: string | null;
}

export const SYSTEM_ACTOR: Actor = { type: 'system', id: null, label: 'system' };
