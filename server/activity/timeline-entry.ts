/** One line of a screen's history (06 "Everywhere"): who did what and when. Domains build them; components/ui draws them. */
export interface TimelineEntry {
  id: string | number;
  at: Date | string;
  action: string;
  actorType: string;
  actorLabel: string | null;
  /** One line of extra information (e.g. "draft → confirmed"). */
  note?: string | null;
}
