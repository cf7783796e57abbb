import { CONTACT } from '@silent/contracts';

export const FAQ = [
  {
    id: 'response-time',
    question: 'How quickly will you get back to me?',
    answer: `Every message is read by a person on our team. We reply within ${CONTACT.replyWithinHours} hours, and usually much sooner during business hours (${CONTACT.corporateHours}).`,
  },
  {
    id: 'project-types',
    question: 'What kinds of projects do you take on?',
    answer:
      'Native iOS apps, web platforms and the AI features inside them: from a first prototype to a redesign of a product with millions of users. If it ships on a phone or in a browser, we would love to hear about it.',
  },
  {
    id: 'silent-access',
    question: 'How do I get access to Silent?',
    answer:
      'Join the waitlist from the Log In page. We invite new teams every week; if you need access sooner for a project with us, mention it in your message.',
  },
  {
    id: 'pricing',
    question: 'How is a project priced?',
    answer:
      'After a free 30-minute discovery call we send a fixed-scope proposal or a monthly engagement for a dedicated squad. Silent itself has a free beta plan and a per-seat Team plan.',
  },
  {
    id: 'data',
    question: 'What happens to the prompts and data we share?',
    answer:
      'Your prompts and training data belong to you. They are used only to improve results for your own workspace, never to train models for other customers, and you can export or delete them at any time.',
  },
] as const;
