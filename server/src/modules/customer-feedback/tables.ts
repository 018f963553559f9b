// This module's tables (migration 0032-customer-feedback), joined to the database's type by
// declaration merging so that the module stays one folder.

/** One public form per screen and feedback item: what its QR code's token opens. */
export interface CustomerFeedbackFormsTable {
  id: string;
  account_id: string;
  device_id: string;
  scene_id: string;
  item_id: string;
  /** sha256 of the token in the form's address; the token is derived, never stored. */
  token_hash: string;
  created_at: string;
}

export interface CustomerFeedbackAnswersTable {
  id: string;
  account_id: string;
  device_id: string;
  scene_id: string;
  item_id: string;
  question: string;
  score: number;
  /** touch or phone */
  channel: string;
  /** touch:<the player's id> or phone:<the form's one-time nonce>; unique per screen. */
  answer_key: string;
  answered_at: string;
  /** YYYY-MM-DD in the screen's time zone. */
  day: string;
  received_at: string;
}

declare module '../../db/schema.js' {
  interface Database {
    customer_feedback_forms: CustomerFeedbackFormsTable;
    customer_feedback_answers: CustomerFeedbackAnswersTable;
  }
}
