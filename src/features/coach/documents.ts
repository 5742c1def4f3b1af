import { graphql } from '#src/graphql/graphql.ts';
import { ReportHeaderFragment } from '../report/ReportHeader.tsx';
import { ReportSectionsFragment } from '../report/sections/index.tsx';
import { InterpretationFields } from '../report/interpretation/documents.ts';

export const GrantFields = graphql(`
  fragment GrantFields on Grant {
    id
    email
    sections
    interpretation
    reportsFrom
    reportsTo
    createdAt
    acceptedAt
    lastUsedAt
    revokedAt
  }
`);

/** The owner's grants (graphcache keeps them: they are the owner's own). */
export const GrantsQuery = graphql(
  `
    query Grants {
      grants {
        ...GrantFields
      }
    }
  `,
  [GrantFields],
);

/** Who opened which report, asked for when the owner opens a grant's log. */
export const GrantLogQuery = graphql(`
  query GrantLog {
    grants {
      id
      accessLog(first: 50) {
        reportId
        measuredAt
        timezone
        accessedAt
      }
    }
  }
`);

export const CreateGrantMutation = graphql(
  `
    mutation CreateGrant($input: GrantInput!) {
      createGrant(input: $input) {
        ...GrantFields
      }
    }
  `,
  [GrantFields],
);

export const RevokeGrantMutation = graphql(
  `
    mutation RevokeGrant($id: ID!) {
      revokeGrant(id: $id) {
        ...GrantFields
      }
    }
  `,
  [GrantFields],
);

/** The people who share with the caller (read with the cache-less client: nothing of theirs is kept here). */
export const SharedWithMeQuery = graphql(`
  query SharedWithMe {
    sharedWithMe {
      grantId
      ownerName
      sections
      interpretation
      reportsFrom
      reportsTo
      reports {
        id
        model
        measuredAt
        timezone
        sections
      }
    }
  }
`);

export const AcceptGrantMutation = graphql(`
  mutation AcceptGrant($token: String!) {
    acceptGrant(token: $token) {
      grantId
    }
  }
`);

/** One report through a grant: the granted sections, and the interpretation when granted. */
export const GrantedReportQuery = graphql(
  `
    query GrantedReport($grantId: ID!, $reportId: ID!) {
      grantedReport(grantId: $grantId, reportId: $reportId) {
        id
        model
        measuredAt
        deleted
        outcome
        sections
        ...ReportHeader
        ...ReportSections
        interpretation {
          ...InterpretationFields
        }
      }
    }
  `,
  [ReportHeaderFragment, ReportSectionsFragment, InterpretationFields],
);
