// Business limits of spec §9 not owned by a single module.

/** Referrals revealed per "Load More". */
export const REFERRAL_LIST_STEP = 5;
/** The employee photo hint; its 3.1 MB is the limit the server enforces. */
export const EMPLOYEE_IMAGE_HINT = 'Allowed *.jpeg, *.jpg, *.png, *.gif Max size of 3.1 MB';
/** 3.1 MB (of 1,048,576 bytes), rounded down to a whole byte. */
export const MAX_EMPLOYEE_IMAGE_BYTES = Math.floor(3.1 * 1024 * 1024);
/** Ours: the employee photo is larger than the hint allows. */
export const EMPLOYEE_IMAGE_TOO_LARGE = 'The image must not exceed 3.1 MB.';

/** Records in a page of a thread's history: what a thread opens on, and each older page scrolling up loads. */
export const HISTORY_PAGE_SIZE = 30;
/** The most records one history page may ask for. */
export const HISTORY_PAGE_MAX = 100;
