// Business limits of spec §9 not owned by a single module.

/** Referrals revealed per "Load More". */
export const REFERRAL_LIST_STEP = 5;
/** The employee photo hint (text only; the spec shows no enforcement). */
export const EMPLOYEE_IMAGE_HINT = 'Allowed *.jpeg, *.jpg, *.png, *.gif Max size of 3.1 MB';
