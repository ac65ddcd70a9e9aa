/**
 * The error catalogue: every errorCode the API answers with (and the two the client makes itself), its HTTP
 * status and its English message. Translations live in locales/*.json as `error.<CODE>`; the server answers in
 * the request's language and the app can translate an errorCode itself.
 * The first block is the spec's catalogue (section 8), the second what accounts, characters and results need.
 */
export const ERROR_CATALOGUE = {
  // Spec section 8.
  NETWORK_ERROR: { status: 600, message: 'Network Error' },
  NETWORK_CONNECTION: {
    status: 600,
    message: 'Network connection error, please check the network settings and try again',
  },
  PARAMETER_ERROR: { status: 400, message: 'Parameter Error' },
  ACCOUNT_NOT_FOUND: { status: 404, message: 'Account does not exist' },
  ACCOUNT_NOT_FOUND_TRY_OTHER: {
    status: 404,
    message: "This account doesn't exist, please try a different sign-in method",
  },
  NOT_FOUND: { status: 404, message: 'Page does not exist' },
  PAYMENT_FAILED: { status: 402, message: 'Payment Failed' },
  PAYMENT_NOT_COMPLETED: { status: 402, message: 'Payment not completed' },
  PAYMENT_CANCELLED: { status: 409, message: 'Payment Cancelled' },
  ORDER_EXPIRED: { status: 409, message: 'The order has expired, please reorder' },
  ORDER_CLOSED: { status: 409, message: 'Order has been closed, please reorder' },
  ORDER_UNPAID: {
    status: 409,
    message: 'You have an unpaid order, please cancel it and select again',
  },
  UPLOAD_FAILED: { status: 400, message: 'Upload Failed' },
  BINDING_FAILED: { status: 409, message: 'Binding Failed' },
  SCAN_FAILED: { status: 400, message: 'Scan Failed' },
  CANNOT_START_LEARNING: { status: 403, message: 'Cannot Start Learning' },
  COURSE_COMPLETED: { status: 409, message: 'Cannot edit completed courses' },
  POINTS_INSUFFICIENT: { status: 409, message: 'Your learning points are insufficient' },
  DAILY_POINTS_LIMIT: { status: 409, message: 'Daily point limit reached, take a break!' },
  CRYSTALS_INSUFFICIENT: {
    status: 409,
    message: 'Sorry, your energy crystals are fewer than the amount per draw',
  },
  CHANCES_USED_UP: { status: 409, message: 'All chances used' },
  PRACTICE_COUNT_INSUFFICIENT: { status: 409, message: 'Practice count insufficient' },
  MEMBERSHIP_REQUIRED: { status: 403, message: 'Membership not opened or expired' },
  ACCURACY_TOO_LOW: { status: 409, message: 'Accuracy too low, practise again' },
  PINYIN_MISSING: {
    status: 409,
    message: 'Pinyin is missing for this course content, so AI pinyin generation is needed',
  },
  BIND_TARGET_IS_MEMBER: {
    status: 409,
    message:
      'The account to be bound is a member and cannot be bound to the current account, please contact customer service',
  },
  ACCOUNT_ALREADY_REGISTERED: {
    status: 409,
    message: 'This phone or account is already registered. You can delete that account and bind again',
  },
  CAPS_LOCK_ON: { status: 400, message: 'Caps Lock is on and may cause incorrect input' },

  // Accounts and sign-in.
  UNAUTHORIZED: { status: 401, message: 'Please sign in again' },
  REFRESH_TOKEN_INVALID: { status: 401, message: 'Your session has ended, please sign in again' },
  REFRESH_TOKEN_REUSED: {
    status: 401,
    message: 'This session was used somewhere else and has been closed for your safety, please sign in again',
  },
  CROSS_SITE_REQUEST: { status: 403, message: 'This request came from another site and was refused' },
  RATE_LIMITED: { status: 429, message: 'Too many tries, please wait a moment and try again' },
  USERNAME_INVALID: {
    status: 400,
    message: 'A username is 3 to 32 characters: letters, digits, underscores and hyphens',
  },
  PASSWORD_INVALID: { status: 400, message: 'The password must be 6 to 18 letters and digits' },
  PASSWORD_MISMATCH: { status: 400, message: 'Password mismatch' },
  TERMS_NOT_ACCEPTED: {
    status: 400,
    message: 'Please agree to the terms of service and the privacy policy',
  },
  ACCOUNT_EXISTS: { status: 409, message: 'This username is already taken' },
  WRONG_PASSWORD: { status: 401, message: 'The username or password is not right' },
  PASSWORD_REQUIRED: { status: 400, message: 'Please enter your password' },
  FIELD_REQUIRED: { status: 400, message: 'This field is required' },
  EMAIL_INVALID: { status: 400, message: 'Please enter a valid email address' },
  PHONE_INVALID: { status: 400, message: 'Please enter a valid phone number' },
  CODE_INVALID: { status: 400, message: 'The verification code is not right' },
  CODE_EXPIRED: { status: 400, message: 'The verification code has expired, please get a new one' },
  CODE_ATTEMPTS_EXCEEDED: {
    status: 429,
    message: 'Too many wrong codes, please get a new verification code',
  },
  CODE_GUESSES_EXCEEDED: {
    status: 429,
    message: 'Too many wrong codes from this network today, please sign in another way or try again tomorrow',
  },
  CODE_SENDS_EXCEEDED: {
    status: 429,
    message: 'Too many codes were sent to this address or from this network, please try again later',
  },
  CODE_RESEND_TOO_SOON: {
    status: 429,
    message: 'A code was sent a moment ago, please wait before asking for another',
  },
  MESSAGE_SEND_FAILED: { status: 502, message: 'The code could not be sent, please try again later' },
  SESSION_KEY_EXPIRED: { status: 410, message: 'The QR code has expired, please refresh it' },
  SESSION_KEY_INVALID: { status: 404, message: 'This QR code is not valid' },
  LOGIN_CODE_INVALID: { status: 400, message: 'This sign-in has expired, please scan again' },
  ACKNOWLEDGEMENT_REQUIRED: { status: 400, message: 'Please tick the box to confirm' },
  LOGIN_METHOD_IN_USE: {
    status: 409,
    message: 'This account already has this sign-in method; unbind it first',
  },
  LOGIN_METHOD_NOT_BOUND: { status: 404, message: 'This sign-in method is not bound' },
  LAST_LOGIN_METHOD: {
    status: 409,
    message: 'This is your only way to sign in, so it cannot be unbound',
  },

  // Characters.
  NICKNAME_EMPTY: { status: 400, message: 'Please enter a nickname' },
  NICKNAME_TOO_LONG: { status: 400, message: 'A nickname can be at most 15 characters' },
  NAME_NOT_ALLOWED: {
    status: 400,
    message: 'This has a word we do not show to children, please choose another',
  },
  AVATAR_INVALID: { status: 400, message: 'This avatar is not available' },
  KEYBOARD_LAYOUT_UNKNOWN: { status: 400, message: 'This keyboard layout is not known' },
  AVATAR_NEEDS_UPGRADE: {
    status: 403,
    message: 'This avatar is for members. Upgrade to unlock it',
  },
  CHARACTER_TYPE_NOT_ALLOWED: {
    status: 400,
    message: 'Schools and organisations are set up on their own portal',
  },
  TEACHER_NEEDS_PASSWORD: {
    status: 403,
    message: 'Please set a password for your account before creating a teacher role',
  },
  CHARACTER_LIMIT_REACHED: {
    status: 409,
    message: 'You have reached the number of roles of your plan',
  },
  CHARACTER_NOT_FOUND: { status: 404, message: 'This role does not exist' },

  // Results.
  LESSON_NOT_FOUND: { status: 404, message: 'This lesson does not exist' },
  REPORT_LINK_INVALID: { status: 404, message: 'This report link is not valid' },
  REPORT_LINK_EXPIRED: { status: 410, message: 'This report link has expired, please ask for a new one' },
  REPORT_LINK_REVOKED: { status: 410, message: 'This report link was withdrawn by the learner' },
  LESSON_TEXT_MISMATCH: {
    status: 400,
    message: "This result does not match the lesson's text",
  },
  NOTEBOOK_CLEAR_EXCEEDS_LOOP: {
    status: 400,
    message: 'Correct answers to clear a word cannot exceed the word loop count',
  },
  NOTEBOOK_WORD_INVALID: {
    status: 400,
    message: 'Please enter one word of at most 30 characters that this practice can type',
  },
  NOTEBOOK_WORD_UNKNOWN: {
    status: 400,
    message: 'The notebook keeps real words only, and this one is not in our word lists: check its spelling',
  },

  // Custom courses.
  CUSTOM_COURSE_NOT_FOUND: { status: 404, message: 'This course does not exist' },
  CUSTOM_COURSE_LIMIT_REACHED: {
    status: 409,
    message: 'You have reached the number of courses you can create',
  },
  CUSTOM_COURSE_TITLE_INVALID: {
    status: 400,
    message: 'Please give the course a title of at most 60 characters',
  },
  CUSTOM_COURSE_TEXT_INVALID: {
    status: 400,
    message: 'Please enter the text to type, at most 3000 characters',
  },

  // The economy.
  DISCOUNT_CODE_REQUIRED: { status: 400, message: 'Please enter the discount code' },
  DISCOUNT_CODE_INVALID: { status: 404, message: 'This discount code is not valid' },
  DISCOUNT_CODE_EXPIRED: { status: 410, message: 'This discount code has expired' },
  ITEM_NOT_AVAILABLE: { status: 409, message: 'This item is not in your toolbox any more' },

  // Membership, orders and activation codes.
  ORDER_NOT_FOUND: { status: 404, message: 'No order with this number was found' },
  ORDER_NUMBER_REQUIRED: { status: 400, message: 'Please enter the order number' },
  ORDER_NOT_WAITING: { status: 409, message: 'This order is no longer waiting for payment' },
  MEMBERSHIP_NEEDS_ACCOUNT: {
    status: 403,
    message: 'Please create an account (bind a sign-in method) first, so your membership is kept',
  },
  ALREADY_LIFETIME: { status: 409, message: 'You are already a lifetime member' },
  TRIAL_USED: { status: 409, message: 'The free trial has already been used on this account' },
  ACTIVATION_CODE_REQUIRED: { status: 400, message: 'Please enter the activation code' },
  ACTIVATION_CODE_INVALID: { status: 404, message: 'This activation code is not valid' },
  ACTIVATION_CODE_USED: { status: 409, message: 'This activation code has already been used' },
  ACTIVATION_CODE_EXPIRED: { status: 410, message: 'This activation code has expired' },
  GIFT_CODE_SHOWN: {
    status: 409,
    message: 'The activation code of this gift was already shown once and cannot be shown again',
  },
  GIFT_CODE_NOT_READY: { status: 409, message: 'This order is not a paid gift' },
  PAYMENT_NOTIFICATION_INVALID: { status: 400, message: 'The payment notification could not be verified' },
  PURCHASES_UNAVAILABLE: { status: 503, message: 'Purchases are not available at the moment' },
  PAYMENT_PROVIDER_UNAVAILABLE: {
    status: 502,
    message: 'The payment service could not be reached, please try again later',
  },

  // Groups (classes) and schools.
  NOT_A_TEACHER: { status: 403, message: 'Only a teacher role can do this' },
  GROUP_NOT_FOUND: { status: 404, message: 'This group does not exist' },
  GROUP_NAME_EMPTY: { status: 400, message: 'Please enter a group name' },
  GROUP_NAME_TOO_LONG: { status: 400, message: 'A group name can be at most 30 characters' },
  REMARK_NAME_EMPTY: { status: 400, message: 'Please enter a remark name' },
  REMARK_NAME_TOO_LONG: { status: 400, message: 'A remark name can be at most 15 characters' },
  GROUP_LIMIT_REACHED: {
    status: 409,
    message: 'You have reached the number of groups of your teacher quota',
  },
  GROUP_FULL: { status: 409, message: 'This group is full, please ask your teacher' },
  TEACHER_STUDENT_LIMIT_REACHED: {
    status: 409,
    message: 'The teacher has reached the number of students of their quota, please ask your teacher',
  },
  JOIN_CODE_INVALID: { status: 404, message: 'This class code is not right, please check it' },
  JOIN_CODE_EXPIRED: {
    status: 410,
    message: 'This class code has expired, please ask your teacher for a new one',
  },
  JOIN_CODE_DISABLED: { status: 403, message: 'This class code is turned off, please ask your teacher' },
  ONLY_STUDENTS_JOIN: { status: 403, message: 'Only a student role can join a class' },
  STUDENT_NOT_FOUND: { status: 404, message: 'This student is not in your groups' },
  ROLE_ONLINE_ELSEWHERE: {
    status: 409,
    message:
      'Another role of this account is signed in on another device. Multiple roles cannot be logged in at once',
  },
  ASSIGNMENT_NOT_FOUND: { status: 404, message: 'This assignment does not exist' },
  ASSIGNMENT_TARGET_INVALID: {
    status: 400,
    message: 'Please choose a lesson, chapter, course or game to assign',
  },

  // Live races (contracts/race.ts).
  RACE_NOT_FOUND: { status: 404, message: 'There is no race with this code, or it has ended' },
  RACE_NOT_HOST: { status: 403, message: 'Only the person who opened the race can do this' },
  RACE_LESSON_UNSUITABLE: { status: 400, message: 'This lesson cannot be raced, please choose another' },
  RACE_REMOVED: { status: 403, message: 'You were taken out of this race' },
  RACE_NOT_JOINED: { status: 409, message: 'Please join a race first' },
  SCHOOL_NOT_FOUND: { status: 404, message: 'This school does not exist' },
  SCHOOL_NAME_EMPTY: { status: 400, message: 'Please enter the school name, at most 40 characters' },
  SCHOOL_NEEDS_PASSWORD: {
    status: 403,
    message: 'Please set a password for your account before opening a school',
  },
  SCHOOL_CSV_INVALID: {
    status: 400,
    message:
      'The file could not be read: it needs a header line with a class column and one student per line',
  },
  SCHOOL_IMPORT_TOO_LARGE: { status: 413, message: 'At most 500 students can be opened at once' },
  SCHOOL_LOGO_INVALID: { status: 400, message: 'The logo must be a PNG or JPEG picture of at most 200 KB' },
  CERTIFICATE_NOT_EARNED: {
    status: 409,
    message: 'This student has not finished this course or reached this speed yet',
  },
  TEACHER_NOT_FOUND: { status: 404, message: 'No teacher role was found for this username' },
  SSO_PROVIDER_INVALID: {
    status: 400,
    message: 'Please check the sign-in provider: its kind, issuer address and client id',
  },
  SSO_PROVIDER_NOT_FOUND: { status: 404, message: 'This school sign-in is not set up' },
  SSO_REFUSED: { status: 401, message: 'The school sign-in could not be completed, please try again' },
  SSO_NOT_OF_SCHOOL: { status: 403, message: 'This account does not belong to a school that uses KeyQuest' },
  LTI_PLATFORM_INVALID: {
    status: 400,
    message: 'Please check the learning platform: its issuer, client id, deployments and addresses',
  },
  LTI_REFUSED: { status: 401, message: 'The launch from the learning platform could not be checked' },
  LTI_LINK_EXPIRED: { status: 410, message: 'This choice has expired: please start again from your course' },
  ROSTER_INVALID: {
    status: 400,
    message:
      'The roster could not be read: it needs OneRoster 1.1 files users.csv, classes.csv and enrollments.csv',
  },
  SCHOOL_ACCOUNT_NO_CONTACT: {
    status: 403,
    message: 'An account opened by a school keeps no e-mail address or phone number',
  },

  // Results that cannot be true.
  ATTEMPT_IMPLAUSIBLE: {
    status: 422,
    message: 'This result cannot have been typed by a person, so it was not saved',
  },

  // Anything else.
  PAYLOAD_TOO_LARGE: { status: 413, message: 'This request is too large' },
  REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive, please try again' },
  HEADERS_TOO_LARGE: { status: 431, message: 'This request is too large' },
  SERVER_SHUTTING_DOWN: {
    status: 503,
    message: 'The server is restarting, please try again in a moment',
  },
  INTERNAL_ERROR: { status: 500, message: 'Something went wrong on our side, please try again' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** Every error code as a constant, e.g. `ERROR_CODES.NICKNAME_EMPTY`. */
export const ERROR_CODES = Object.fromEntries(Object.keys(ERROR_CATALOGUE).map((code) => [code, code])) as {
  [Code in ErrorCode]: Code;
};

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}

/** The react-intl message id of an error code's translated message. */
export function errorMessageId(code: ErrorCode): `error.${ErrorCode}` {
  return `error.${code}`;
}
