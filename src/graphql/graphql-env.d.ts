/* eslint-disable */
/* prettier-ignore */

export type introspection_types = {
    'AccountChannel': { name: 'AccountChannel'; enumValues: 'EMAIL' | 'PHONE'; };
    'BindScanPayload': { kind: 'OBJECT'; name: 'BindScanPayload'; fields: { 'report': { name: 'report'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'Report'; ofType: null; }; } }; }; };
    'BodyComposition': { kind: 'OBJECT'; name: 'BodyComposition'; fields: { 'metrics': { name: 'metrics'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'LIST'; name: never; ofType: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'BodyMetric'; ofType: null; }; }; }; } }; }; };
    'BodyMetric': { kind: 'OBJECT'; name: 'BodyMetric'; fields: { 'change': { name: 'change'; type: { kind: 'SCALAR'; name: 'Float'; ofType: null; } }; 'key': { name: 'key'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'ENUM'; name: 'BodyMetricKey'; ofType: null; }; } }; 'quantity': { name: 'quantity'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'ENUM'; name: 'Quantity'; ofType: null; }; } }; 'range': { name: 'range'; type: { kind: 'OBJECT'; name: 'Range'; ofType: null; } }; 'rating': { name: 'rating'; type: { kind: 'ENUM'; name: 'Rating'; ofType: null; } }; 'value': { name: 'value'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'Float'; ofType: null; }; } }; }; };
    'BodyMetricKey': { name: 'BodyMetricKey'; enumValues: 'WT' | 'FFM' | 'BFM' | 'LM' | 'TBW' | 'SM' | 'PROTEIN' | 'TM' | 'BMR' | 'WHR' | 'BMI' | 'PBF' | 'VFG' | 'ICW' | 'ECW' | 'METABOLIC_AGE' | 'SCORE'; };
    'Boolean': unknown;
    'CodePurpose': { name: 'CodePurpose'; enumValues: 'LOGIN'; };
    'DateTime': unknown;
    'ErrorCode': { name: 'ErrorCode'; enumValues: 'UNAUTHORIZED' | 'BAD_INPUT' | 'INVALID_EMAIL' | 'INVALID_PHONE' | 'WRONG_CODE' | 'CODE_EXPIRED' | 'CODE_TOO_SOON' | 'CODE_RATE_LIMITED' | 'ACCOUNT_LOCKED' | 'SEND_FAILED' | 'NOT_FOUND' | 'SCAN_NOT_FOUND' | 'SCAN_ALREADY_BOUND' | 'REPORT_DELETED' | 'INTERNAL'; };
    'Float': unknown;
    'ID': unknown;
    'Int': unknown;
    'LoginPayload': { kind: 'OBJECT'; name: 'LoginPayload'; fields: { 'isNew': { name: 'isNew'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'Boolean'; ofType: null; }; } }; 'token': { name: 'token'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; } }; 'user': { name: 'user'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'User'; ofType: null; }; } }; }; };
    'ModelStatus': { name: 'ModelStatus'; enumValues: 'GENERATING' | 'READY' | 'FAILED'; };
    'Mutation': { kind: 'OBJECT'; name: 'Mutation'; fields: { 'bindScan': { name: 'bindScan'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'BindScanPayload'; ofType: null; }; } }; 'logout': { name: 'logout'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'Boolean'; ofType: null; }; } }; 'sendValidationCode': { name: 'sendValidationCode'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'SendCodePayload'; ofType: null; }; } }; 'smsLogin': { name: 'smsLogin'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'LoginPayload'; ofType: null; }; } }; }; };
    'PageInfo': { kind: 'OBJECT'; name: 'PageInfo'; fields: { 'endCursor': { name: 'endCursor'; type: { kind: 'SCALAR'; name: 'String'; ofType: null; } }; 'hasNextPage': { name: 'hasNextPage'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'Boolean'; ofType: null; }; } }; }; };
    'ProductModel': { name: 'ProductModel'; enumValues: 'S30' | 'M30'; };
    'Quantity': { name: 'Quantity'; enumValues: 'MASS_KG' | 'PERCENT' | 'ENERGY_KCAL_PER_DAY' | 'RATIO' | 'BMI' | 'LEVEL' | 'YEARS' | 'SCORE'; };
    'Query': { kind: 'OBJECT'; name: 'Query'; fields: { 'latestReport': { name: 'latestReport'; type: { kind: 'OBJECT'; name: 'Report'; ofType: null; } }; 'me': { name: 'me'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'User'; ofType: null; }; } }; 'report': { name: 'report'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'Report'; ofType: null; }; } }; 'reportByScan': { name: 'reportByScan'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'Report'; ofType: null; }; } }; 'reports': { name: 'reports'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'ReportConnection'; ofType: null; }; } }; }; };
    'Range': { kind: 'OBJECT'; name: 'Range'; fields: { 'high': { name: 'high'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'Float'; ofType: null; }; } }; 'low': { name: 'low'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'Float'; ofType: null; }; } }; }; };
    'Rating': { name: 'Rating'; enumValues: 'LOW' | 'NORMAL' | 'HIGH'; };
    'Report': { kind: 'OBJECT'; name: 'Report'; fields: { 'bodyComposition': { name: 'bodyComposition'; type: { kind: 'OBJECT'; name: 'BodyComposition'; ofType: null; } }; 'deleted': { name: 'deleted'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'Boolean'; ofType: null; }; } }; 'id': { name: 'id'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'ID'; ofType: null; }; } }; 'measuredAt': { name: 'measuredAt'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'DateTime'; ofType: null; }; } }; 'meshUrl': { name: 'meshUrl'; type: { kind: 'SCALAR'; name: 'String'; ofType: null; } }; 'model': { name: 'model'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'ENUM'; name: 'ProductModel'; ofType: null; }; } }; 'modelStatus': { name: 'modelStatus'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'ENUM'; name: 'ModelStatus'; ofType: null; }; } }; 'outcome': { name: 'outcome'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'ENUM'; name: 'ScanOutcome'; ofType: null; }; } }; 'previous': { name: 'previous'; type: { kind: 'OBJECT'; name: 'Report'; ofType: null; } }; 'scanId': { name: 'scanId'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'ID'; ofType: null; }; } }; 'score': { name: 'score'; type: { kind: 'SCALAR'; name: 'Float'; ofType: null; } }; 'timezone': { name: 'timezone'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; } }; }; };
    'ReportConnection': { kind: 'OBJECT'; name: 'ReportConnection'; fields: { 'edges': { name: 'edges'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'LIST'; name: never; ofType: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'ReportEdge'; ofType: null; }; }; }; } }; 'pageInfo': { name: 'pageInfo'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'PageInfo'; ofType: null; }; } }; }; };
    'ReportEdge': { kind: 'OBJECT'; name: 'ReportEdge'; fields: { 'cursor': { name: 'cursor'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; } }; 'node': { name: 'node'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'Report'; ofType: null; }; } }; }; };
    'ScanOutcome': { name: 'ScanOutcome'; enumValues: 'COMPLETE' | 'BODY_ASSESSMENT_FAILED' | 'BODY_COMPOSITION_FAILED' | 'POSTURE_FAILED' | 'FAILED'; };
    'SendCodePayload': { kind: 'OBJECT'; name: 'SendCodePayload'; fields: { 'resendInSeconds': { name: 'resendInSeconds'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'Int'; ofType: null; }; } }; }; };
    'Sex': { name: 'Sex'; enumValues: 'MALE' | 'FEMALE'; };
    'String': unknown;
    'UnitSystem': { name: 'UnitSystem'; enumValues: 'METRIC' | 'IMPERIAL'; };
    'User': { kind: 'OBJECT'; name: 'User'; fields: { 'age': { name: 'age'; type: { kind: 'SCALAR'; name: 'Int'; ofType: null; } }; 'email': { name: 'email'; type: { kind: 'SCALAR'; name: 'String'; ofType: null; } }; 'heightCm': { name: 'heightCm'; type: { kind: 'SCALAR'; name: 'Int'; ofType: null; } }; 'id': { name: 'id'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'ID'; ofType: null; }; } }; 'language': { name: 'language'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; } }; 'name': { name: 'name'; type: { kind: 'SCALAR'; name: 'String'; ofType: null; } }; 'phone': { name: 'phone'; type: { kind: 'SCALAR'; name: 'String'; ofType: null; } }; 'sex': { name: 'sex'; type: { kind: 'ENUM'; name: 'Sex'; ofType: null; } }; 'unitSystem': { name: 'unitSystem'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'ENUM'; name: 'UnitSystem'; ofType: null; }; } }; }; };
};

/** An IntrospectionQuery representation of your schema.
 *
 * @remarks
 * This is an introspection of your schema saved as a file by GraphQLSP.
 * It will automatically be used by `gql.tada` to infer the types of your GraphQL documents.
 * If you need to reuse this data or update your `scalars`, update `tadaOutputLocation` to
 * instead save to a .ts instead of a .d.ts file.
 */
export type introspection = {
  name: never;
  query: 'Query';
  mutation: 'Mutation';
  subscription: never;
  types: introspection_types;
};

import * as gqlTada from 'gql.tada';

declare module 'gql.tada' {
  interface setupSchema {
    introspection: introspection
  }
}