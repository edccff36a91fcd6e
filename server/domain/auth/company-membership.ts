/** The company-join rules live in api/ so the server and the mocks share them. */
export {
  autoJoinRefusal,
  type CandidateCompany,
  companyNameKey,
  joinOnVerification,
  joinRequestVisible,
  placeRegistration,
} from '../../../api/company-membership'
