/** The widths that get the phone layout; app/phone.css's media queries say the same. */
export const PHONE_QUERY = '(max-width: 640px)';
