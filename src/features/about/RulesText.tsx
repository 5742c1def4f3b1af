import { Trans, useLingui } from '@lingui/react/macro';
import { ContactDetails } from './ContactDetails.tsx';
import { LegalDocument, type LegalSection } from './LegalDocument.tsx';
import {
  AcceptableUse,
  AccountsAndCodes,
  Availability,
  NotMedicalAdvice,
  RulesChanges,
  RulesIntro,
  ShareLinks,
  TheScanner,
  WhatContourIs,
} from './rules-sections.tsx';

/** /about/rule: the terms of use that registration asks to agree to, with the contact from configuration. */
export function RulesText() {
  const { t } = useLingui();
  const sections: LegalSection[] = [
    { id: 'service', title: t`What Contour is`, body: <WhatContourIs /> },
    { id: 'medical', title: t`Not medical advice`, body: <NotMedicalAdvice /> },
    { id: 'accounts', title: t`Accounts and codes`, body: <AccountsAndCodes /> },
    { id: 'use', title: t`Acceptable use`, body: <AcceptableUse /> },
    { id: 'sharing', title: t`Share links`, body: <ShareLinks /> },
    { id: 'scanner', title: t`The scanner at your gym`, body: <TheScanner /> },
    { id: 'availability', title: t`Availability`, body: <Availability /> },
    { id: 'changes', title: t`Changes to these rules`, body: <RulesChanges /> },
    {
      id: 'contact',
      title: t`Contact`,
      body: (
        <>
          <p>
            <Trans>For questions about these rules, write to us by e-mail or by post:</Trans>
          </p>
          <ContactDetails />
        </>
      ),
    },
  ];
  return <LegalDocument title={t`Rules`} intro={<RulesIntro />} sections={sections} />;
}
