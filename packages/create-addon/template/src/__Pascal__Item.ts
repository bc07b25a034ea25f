/** One item of __Title__, as its API route answers it and its widget shows it. */
export interface __Pascal__Item {
  itemID: number;
  name: string;
  /** ISO 8601. */
  dateInserted: string;
}
