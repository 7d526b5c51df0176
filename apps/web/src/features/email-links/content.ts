/** Where the newsletter's pages lead on. */
export const backToKnowledge = { href: '/knowledge', label: 'Back to the Knowledge Hub' };
