// User-facing texts of spec §2, §4 and §8, exactly as the spec writes them (typos included).
// Validation messages live in validation/messages.ts.

// Accounts
export const VERIFICATION_GENERATED = 'Your verification has been generated. Please verify yourself.';
export const PASSWORD_CHANGED = 'Password changed successfully';
export const PASSWORD_UPDATED = 'Password update succesfully';
export const CODE_NOT_RECEIVED_LINK = "Didn't recieved your code?";
export const LOGOUT_TITLE = 'Logout?';
export const LOGOUT_QUESTION = 'Are you sure to want logout';
export const CHANGE_PASSWORD_NETWORK_ERROR = 'An error occurred while changing the password.';
export const PROFILE_UPDATED = 'Profile updated successfully';
export const PROFILE_NETWORK_ERROR = 'An error occurred while updating the profile';
/** Ours (issue 13): what a member whose session was revoked or has expired reads on the login screen. */
export const SESSION_EXPIRED = 'Your session has expired, please log in again.';

// Generic failures
export const NETWORK_ERROR = 'Network Error';
export const NETWORK_ERROR_BANG = 'Network Error!';
export const OOPS_ERROR = 'Oops! Some error occured';
/** The categories screen's spelling. */
export const OPPS_ERROR = 'Opps! Some error occured';
export const SOME_ERROR_OCCURRED = 'Some error occurred';
export const NO_RECORD_FIND = 'No record find';
export const SOMETHING_WENT_WRONG = 'Something went wrong!';
export const UNEXPECTED_APPLICATION_ERROR = 'Unexpected Application Error!';
export const LOADING_CHUNK_FAILED = 'Loading chunk failed';

// Landing and contact
export const SUBSCRIBED_SUCCESSFULLY = 'Subscribed successfully!';
export const CONTACT_THANKS =
  'Than you for contacting us, your query has been submitted. We will let you know shortly.';

// Plans and payments
export const SUBSCRIPTION_EXPIRED = 'Your subscription has been expired, Please update your subscription.';
export const UNEXPECTED_STATE = 'unexpected state.';
export const PLAN_UPDATED_LOGIN_AGAIN =
  'Your plan has been updated, you need to login again for changes to be reflected.';
export const REFERRAL_SUBSCRIBED = 'Subscribed to plan successfully. Please login to continue.';
export const START_TRIAL_PERIOD = 'Start Trial Period';

// Employees, FAQ, affiliate
export const USER_ADDED = 'User added.';
export const USER_UPDATED = 'User updated.';
export const NO_FAQS = 'There is no FAQs';
export const CASHOUT_SENT = 'Cashout Request Sent successful!';
export const NO_APPROVED_COMMISSIONS = "You don't have any approved commissions yet";
