import { Trans, useLingui } from '@lingui/react/macro';
import { ContactDetails } from './ContactDetails.tsx';
import { LegalDocument, type LegalSection } from './LegalDocument.tsx';
import { DataWeCollect, PrivacyIntro, Purposes, WhoWeAre } from './privacy-data.tsx';
import { DeviceStorage, Sharing } from './privacy-sharing.tsx';
import { Children, DoNotTrack, PolicyChanges, Retention, Rights, Security } from './privacy-rights.tsx';

/** /about/secret: the privacy policy of spec 1, with the contact from the server's configuration. */
export function PrivacyPolicy() {
  const { t } = useLingui();
  // The ids are anchors (#contact, #storage) that the text itself links to: keep them stable.
  const sections: LegalSection[] = [
    { id: 'who', title: t`Who we are`, body: <WhoWeAre /> },
    { id: 'data', title: t`Data we collect`, body: <DataWeCollect /> },
    { id: 'purposes', title: t`Why we use it`, body: <Purposes /> },
    { id: 'sharing', title: t`Who else sees it`, body: <Sharing /> },
    { id: 'storage', title: t`Cookies and storage on your device`, body: <DeviceStorage /> },
    { id: 'retention', title: t`How long we keep it`, body: <Retention /> },
    { id: 'rights', title: t`Your rights`, body: <Rights /> },
    { id: 'children', title: t`Children`, body: <Children /> },
    { id: 'dnt', title: t`Do Not Track`, body: <DoNotTrack /> },
    { id: 'security', title: t`How we protect your data`, body: <Security /> },
    { id: 'changes', title: t`Changes to this policy`, body: <PolicyChanges /> },
    {
      id: 'contact',
      title: t`How to contact us`,
      body: (
        <>
          <p>
            <Trans>For questions about this policy or your data, or to use any of your rights, write to us by e-mail or by post:</Trans>
          </p>
          <ContactDetails />
        </>
      ),
    },
  ];
  return <LegalDocument title={t`Privacy policy`} intro={<PrivacyIntro />} sections={sections} />;
}
