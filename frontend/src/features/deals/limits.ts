/** The server's limits on what a deal's notes and checklist answers may hold. */
export const NOTES_MAX_LENGTH = 1000;
export const ITEM_VALUE_MAX_LENGTH = 500;
