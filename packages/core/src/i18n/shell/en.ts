/**
 * The hosted shell's own messages, a catalogue apart from the main one (../en.ts): its pages (blog, newsletter, not
 * found, the request's schedule and form, the multiple-selection page /cart/add, the sign-in choice), its header,
 * footer and language switch, the builder's sections, the preview. No widget renders these, so the catalogue a widget
 * page downloads leaves them out (docs/design.md §5); the shell loads both and merges them (loadShellMessages). Same
 * keys as they had in the main catalogue; English is the source of truth, fr.ts must match.
 */
export const shellEn = {
  preview: {
    navigation_disabled: 'Navigation disabled in preview mode.',
    invalid_content: 'Draft not shown: the element at {path} is not valid.',
  },
  schedules: {
    validate: 'Validate',
    selection: {
      fixed_one: 'Choose {count} session',
      fixed_other: 'Choose {count} sessions',
      interval: 'Choose between {min} and {max} sessions',
      too_few: 'Select more sessions.',
      too_many: 'Too many sessions selected.',
    },
  },
  availability: {
    breadcrumb_home: 'Home',
    // the bar at the bottom of a detail page on a phone, which leads to its form
    sticky_add: 'Register',
  },
  offers: {
    booking: {
      daily: 'Book a slot',
    },
    sticky_add: 'Buy',
  },
  request: {
    title: 'Registration request',
    sessions: 'Selected sessions',
    submit: 'Send the request',
    nothing: 'No session selected.',
    success: 'Your request is in the cart.',
    schedule_title: 'Choose your sessions',
    tier: 'Formula',
    tier_fixed_one: '{count} session',
    tier_fixed_other: '{count} sessions',
    tier_interval: '{min} to {max} sessions',
  },
  // the multiple-selection page /cart/add (ui/src/cart-add)
  cart: {
    remove_from_selection: 'Remove from the selection',
    add_title: 'Add to cart',
    selection: 'Your selection',
    add_all: 'Add everything to the cart',
    remove_named: 'Remove from the selection: {title}',
  },
  forms: {
    errors: {
      UNSUBSCRIBE_TOKEN_INVALID: 'This unsubscribe link is not valid. Check that it was copied in full, or use the link in a more recent newsletter.',
      UNSUBSCRIBE_TOKEN_EXPIRED: 'This unsubscribe link has expired. Use the link in a more recent newsletter.',
    },
  },
  auth: {
    redirect: {
      title: 'Your account',
      subtitle: 'Create an account or log in to continue.',
      register: 'Create an account',
      login: 'I already have an account',
    },
  },
  layout: {
    topbar: {
      greeting: 'Hello {firstname}',
      account: 'My account',
      login: 'Log in',
      register: 'Register',
      phone: 'Phone',
      email: 'E-mail',
      label: 'Contact and account',
    },
    header: {
      nav: 'Main menu',
      menu: 'Menu',
      overview: 'See all: {name}',
      menu_open: 'Open the menu',
      menu_close: 'Close the menu',
    },
    // the language switch: each language is named in itself (read with its own lang attribute)
    lang: {
      label: 'Language',
      fr: 'Français',
      en: 'English',
    },
    footer: {
      legal_notice: 'Legal notice',
      disclaimer: 'Disclaimer',
      privacy: 'Privacy policy',
      accessibility: 'Accessibility',
      copyright: '© {year} {name}',
      nav: 'Footer links',
      legal: 'Legal information',
    },
    breadcrumb: 'Breadcrumb',
    skip_to_content: 'Skip to content',
  },
  builder: {
    iframe: 'Embedded content',
    schedule: 'Schedule',
    tabs: 'Tabs',
    availabilities: 'Availabilities',
    activities: 'Activities',
    bundles: 'Bundles',
    memberships: 'Memberships',
    vouchers: 'Gift vouchers',
  },
  blog: {
    title: 'Blog',
    empty: 'No articles yet.',
    latest: 'Latest articles',
    previous_image: 'Previous image',
    next_image: 'Next image',
    empty_subtitle: 'New articles will appear here.',
    grid_label: 'Articles',
    all: 'All articles',
    carousel: 'Article images',
    image_position: 'Image {index} of {count}',
    previous_article: 'Previous article',
    next_article: 'Next article',
    neighbours: 'More articles',
  },
  newsletter: {
    unsubscribe: {
      title: 'Unsubscribe',
      subtitle: 'Confirm that you no longer want to receive our newsletters.',
      submit: 'Unsubscribe',
      success: 'Your unsubscription is confirmed: you will no longer receive our newsletters.',
      already: 'This address was already unsubscribed: you no longer receive our newsletters.',
      no_token: 'This unsubscribe link is incomplete. Open the link in the newsletter again, or copy it in full into the address bar.',
      continue: 'Continue',
    },
  },
  not_found: {
    back_home: 'Back to the home page',
  },
} as const;
