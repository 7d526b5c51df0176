/** Copy of the community forms: titles, intros and the toasts of spec section 8. */

export const contactCopy = {
  title: 'Contact Us',
  intro:
    'Questions about membership, programmes or the collective? Send us a note and our team will get back to you within two business days.',
  successTitle: 'Message Sent',
  successDescription: "Thank you for reaching out. We'll get back to you soon.",
};

export const f100FormCopy = {
  successTitle: 'Application Submitted',
  successDescription: "Thank you for applying to the F100. We'll review your application within 2 weeks.",
};

export const partnershipFormCopy = {
  successTitle: 'Partnership Inquiry Submitted',
  successDescription: 'Thank you for your interest. Our partnerships team will contact you within 48 hours.',
};
