import t from 'tap'
import { documentNumberError, validateKycAddress, validateKycPan, validateKycPhotoId, validateKycVideo, validateProfileImage } from '../src/index'
import { file, KB, MB } from './support/uploads'

t.test('a profile image must be a jpeg, png or gif of at most 10 MB', async t => {
  t.strictSame(validateProfileImage({ profileImage: file('gif', 2 * MB) }), {})
  t.strictSame(validateProfileImage({ profileImage: file('gif', 11 * MB) }), { profileImage: 'Maximum 10 MB Image allowed.' })
  t.strictSame(validateProfileImage({ profileImage: file('pdf', 2 * MB) }), { profileImage: 'Please select valid Front image jpeg,png,gif.' })
  t.strictSame(validateProfileImage({}), { profileImage: 'Please select valid Front image jpeg,png,gif.' })
})

const photoId = {
  docType: 'id',
  fname: 'Asha',
  lname: 'Rao',
  gender: 'Female',
  dob: '1990-04-01',
  documentNo: '123456789012',
  fImage: file('jpeg', 50 * KB),
  bImage: file('png', 50 * KB),
}

t.test('a complete photo ID passes', async t => {
  t.strictSame(validateKycPhotoId(photoId), {})
})

t.test('a photo ID needs names, gender and date of birth', async t => {
  t.strictSame(validateKycPhotoId({ ...photoId, fname: '', lname: ' ', gender: '', dob: '' }), {
    fname: 'First Name is required',
    lname: 'Last Name is required',
    gender: 'gender is required',
    dob: 'dob is required',
  })
  t.strictSame(validateKycPhotoId({ ...photoId, fname: 'Asha2', gender: 'Other' }), { fname: 'Only use alphabetic characters', gender: 'gender is required' })
  t.strictSame(validateKycPhotoId({ ...photoId, gender: 'Eunuch' }), {})
})

t.test('a photo ID date of birth must be a real date and, given today, make the user 18', async t => {
  t.strictSame(validateKycPhotoId({ ...photoId, dob: '1990-02-30' }), { dob: 'Please enter valid dob' })
  t.strictSame(validateKycPhotoId({ ...photoId, dob: '2010-01-01', today: '2026-01-01' }), { dob: 'You must be at least 18 years old' })
  t.strictSame(validateKycPhotoId({ ...photoId, dob: '2008-01-01', today: '2026-01-01' }), {})
})

t.test('an Aadhaar number is 12 digits', async t => {
  t.equal(documentNumberError('id', '12345678901'), 'Please enter valid aadhaar no')
  t.equal(documentNumberError('id', '12345678901a'), 'Please enter valid aadhaar no')
  t.equal(documentNumberError('id', '123456789012'), undefined)
})

t.test('a passport number is 8 letters or digits without spaces', async t => {
  t.equal(documentNumberError('ps', 'J 123456'), 'Only use Alphanumeric Characters without Space')
  t.equal(documentNumberError('ps', 'J1234567'), undefined)
  t.equal(documentNumberError('ps', 'J123456'), 'Please enter valid passport no')
  t.equal(documentNumberError('ps', ''), 'Please enter valid passport no')
})

t.test('a driving licence number is 15 or 16 letters or digits without spaces', async t => {
  t.equal(documentNumberError('li', 'MH14 20110062821'), 'Only use Alphanumeric Characters without Space')
  t.equal(documentNumberError('li', 'MH-1420110062821'), 'Only use Alphanumeric Characters without Space')
  t.equal(documentNumberError('li', 'MH1420110062821'), undefined)
  t.equal(documentNumberError('li', 'MH14201100'), 'Please enter valid driving licence no')
})

t.test('a photo ID needs a known document type and both images within size', async t => {
  t.strictSame(validateKycPhotoId({ ...photoId, docType: 'pan' }), { docType: 'Please select document type' })
  t.strictSame(validateKycPhotoId({ ...photoId, fImage: undefined, bImage: undefined }), { fImage: 'Front image is required', bImage: 'Back image is required' })
  t.strictSame(validateKycPhotoId({ ...photoId, fImage: file('jpeg', 9 * KB), bImage: file('exe', 50 * KB) }), {
    fImage: 'Min size 10 KB / Max size 10 MB',
    bImage: 'Please select valid Back image jpeg,png,gif.',
  })
  t.strictSame(validateKycPhotoId({ ...photoId, fImage: file('text', 50 * KB) }), { fImage: 'Please select valid Front image jpeg,png,gif.' })
})

t.test('an address proof needs a type and an image between 10 KB and 1 MB', async t => {
  t.strictSame(validateKycAddress({}), { docTypeAddress: 'Please select address proof type', addProof: 'Address proof image is required' })
  t.strictSame(validateKycAddress({ docTypeAddress: 'utilityBill', addProof: file('jpeg', 2 * MB) }), { addProof: 'Min 10 KB/Max 1 MB' })
  t.strictSame(validateKycAddress({ docTypeAddress: 'bankPassbook', addProof: file('jpeg', 500 * KB) }), {})
})

t.test('a PAN is up to 10 letters and digits, not digits only', async t => {
  const image = file('png', 100 * KB)
  for (const bad of ['', '1234567890', 'ABCDE1234FG', 'ABCDE 234F', 'ABCDE-234F']) {
    t.strictSame(validateKycPan({ panNo: bad, panDoc: image }), { panNo: 'Please enter valid pan no' }, JSON.stringify(bad))
  }
  t.strictSame(validateKycPan({ panNo: 'ABCDE1234F', panDoc: image }), {})
})

t.test('a PAN image must be between 10 KB and 10 MB', async t => {
  t.strictSame(validateKycPan({ panNo: 'ABCDE1234F' }), { panDoc: 'PAN image is required' })
  t.strictSame(validateKycPan({ panNo: 'ABCDE1234F', panDoc: file('png', 11 * MB) }), { panDoc: 'Min size 10 KB / Max size 10 MB' })
})

t.test('a KYC video must be an mp4 between 1 MB and 10 MB', async t => {
  t.strictSame(validateKycVideo({}), { video: 'Video is required' })
  t.strictSame(validateKycVideo({ video: file('mp4', 500 * KB) }), { video: 'Please select video between 1 MB to 10 MB' })
  t.strictSame(validateKycVideo({ video: file('mov', 5 * MB) }), { video: 'Please select mp4 format video.' })
  t.strictSame(validateKycVideo({ video: file('mp4', 5 * MB) }), {})
})
