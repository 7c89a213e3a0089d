import { POLICY_UPDATED } from '../constants';
import type { PolicyDocument } from '../types';

/** DMCA Policy (spec 3 §4.8 "Copyright (DMCA) policy"). */
export const dmcaPolicy: PolicyDocument = {
  id: 'dmca',
  updated: POLICY_UPDATED,
  intro: [
    'Atelier AI respects intellectual property and expects its users to do the same. We respond to notices of claimed copyright infringement under the Digital Millennium Copyright Act (DMCA).',
  ],
  sections: [
    {
      id: 'notice',
      heading: 'Filing a notice',
      blocks: [
        'If you believe material on Atelier AI infringes your copyright, send a written notice that includes:',
        {
          list: [
            'your physical or electronic signature, as the owner or a person authorised to act for the owner;',
            'identification of the copyrighted work claimed to be infringed;',
            'identification of the material claimed to be infringing and its location on the service (for example the image address);',
            'your contact details: name, mailing address, telephone number and email address;',
            'a statement that you have a good-faith belief that the use is not authorised by the owner, its agent or the law;',
            'a statement that the information in the notice is accurate and, under penalty of perjury, that you are the owner or authorised to act for the owner.',
          ],
        },
      ],
    },
    {
      id: 'counter-notice',
      heading: 'Counter-notification',
      blocks: [
        'If your material was removed and you believe that was a mistake, you may send a counter-notification that includes:',
        {
          list: [
            'your physical or electronic signature;',
            'identification of the material that was removed and where it appeared before removal;',
            'a statement under penalty of perjury that you have a good-faith belief the material was removed as a result of mistake or misidentification;',
            'your contact details: name, mailing address, telephone number and email address;',
            'your consent to the jurisdiction of the court for your address and your agreement to accept service of process from the person who filed the notice.',
          ],
        },
      ],
    },
    {
      id: 'repeat-infringers',
      heading: 'Repeat infringers',
      blocks: [
        'We may disable or terminate the accounts of repeat infringers. In appropriate circumstances a single infringement may suffice.',
      ],
    },
    {
      id: 'where-to-send',
      heading: 'Where to send notices',
      blocks: ['Send notices and counter-notifications to our support address: {email}.'],
    },
  ],
};
