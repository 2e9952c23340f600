/**
 * A page may arrive with an API answer in it, so the app neither waits for it nor asks again: the
 * server writes `{ url, body }` as JSON into `<script type="application/json" id={PAGE_DATA_ID}>`
 * (a story page: GET /api/user/story/:id as that reader gets it) and the app takes it for the
 * request of exactly that URL.
 */
export const PAGE_DATA_ID = 'page-data';

export interface PageData {
  url: string;
  body: unknown;
}
