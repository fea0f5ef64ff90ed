import t from 'tap'
import { checkUpload, detectFileKind, FILE_HEADER_BYTES } from '../src/index'
import { file, header, KB, MB } from './support/uploads'

t.test('file kinds are recognised from their first bytes', async t => {
  t.equal(detectFileKind(header('jpeg')), 'jpeg')
  t.equal(detectFileKind(header('png')), 'png')
  t.equal(detectFileKind(header('gif')), 'gif')
  t.equal(detectFileKind(header('gif87')), 'gif')
  t.equal(detectFileKind(header('pdf')), 'pdf')
  t.equal(detectFileKind(header('mp4')), 'mp4')
  t.equal(detectFileKind(header('mp4v2')), 'mp4')
})

t.test('files that are none of the known kinds are not recognised', async t => {
  t.equal(detectFileKind(header('exe')), undefined)
  t.equal(detectFileKind(header('text')), undefined, 'a text file named hello.jpg')
  t.equal(detectFileKind(header('mov')), undefined, 'QuickTime is not mp4')
  t.equal(detectFileKind(new Uint8Array([0xff, 0xd8])), undefined, 'too short to tell')
  t.equal(detectFileKind(new Uint8Array()), undefined)
})

t.test('a client needs to read only the first few bytes', async t => {
  t.equal(detectFileKind(header('mp4').subarray(0, FILE_HEADER_BYTES)), 'mp4')
})

t.test('a profile image may be a jpeg, png or gif of at most 10 MB', async t => {
  t.equal(checkUpload('profileImage', file('png', 10 * MB)), undefined)
  t.equal(checkUpload('profileImage', file('png', 10 * MB + 1)), 'Maximum 10 MB Image allowed.')
  t.equal(checkUpload('profileImage', file('exe', 1 * KB)), 'Please select valid Front image jpeg,png,gif.')
})

t.test('a renamed non-image is refused because the type comes from content', async t => {
  t.equal(checkUpload('profileImage', file('text', 2 * KB)), 'Please select valid Front image jpeg,png,gif.')
  t.equal(checkUpload('supportReplyImage', file('pdf', 2 * KB)), 'Please select valid Front image jpeg,png,gif.')
})

t.test('KYC ID images must be between 10 KB and 10 MB', async t => {
  t.equal(checkUpload('kycIdFront', file('jpeg', 10 * KB)), undefined)
  t.equal(checkUpload('kycIdFront', file('jpeg', 10 * KB - 1)), 'Min size 10 KB / Max size 10 MB')
  t.equal(checkUpload('kycIdBack', file('gif', 10 * MB + 1)), 'Min size 10 KB / Max size 10 MB')
  t.equal(checkUpload('kycIdBack', file('mp4', 20 * KB)), 'Please select valid Back image jpeg,png,gif.')
})

t.test('an address proof must be between 10 KB and 1 MB', async t => {
  t.equal(checkUpload('addressProof', file('png', 1 * MB)), undefined)
  t.equal(checkUpload('addressProof', file('png', 1 * MB + 1)), 'Min 10 KB/Max 1 MB')
  t.equal(checkUpload('addressProof', file('png', 9 * KB)), 'Min 10 KB/Max 1 MB')
})

t.test('a PAN image must be between 10 KB and 10 MB', async t => {
  t.equal(checkUpload('panImage', file('jpeg', 5 * MB)), undefined)
  t.equal(checkUpload('panImage', file('jpeg', 5 * KB)), 'Min size 10 KB / Max size 10 MB')
})

t.test('a KYC video must be an mp4 between 1 MB and 10 MB', async t => {
  t.equal(checkUpload('kycVideo', file('mp4', 1 * MB)), undefined)
  t.equal(checkUpload('kycVideo', file('mp4', 1 * MB - 1)), 'Please select video between 1 MB to 10 MB')
  t.equal(checkUpload('kycVideo', file('mp4', 10 * MB + 1)), 'Please select video between 1 MB to 10 MB')
  t.equal(checkUpload('kycVideo', file('mov', 5 * MB)), 'Please select mp4 format video.')
  t.equal(checkUpload('kycVideo', file('jpeg', 5 * MB)), 'Please select mp4 format video.')
})

t.test('a cancelled cheque image may be at most 10 MB, with the spec text that has no full stop', async t => {
  t.equal(checkUpload('chequeImage', file('jpeg', 10 * MB)), undefined)
  t.equal(checkUpload('chequeImage', file('jpeg', 10 * MB + 1)), 'Maximum 10 MB Image allowed')
})

t.test('a help issue attachment may be at most 10 MB', async t => {
  t.equal(checkUpload('helpAttachment', file('gif', 10 * MB + 1)), 'Maximum 10 MB Image allowed.')
})

t.test('a support reply image may be at most 1,000,000 bytes', async t => {
  t.equal(checkUpload('supportReplyImage', file('png', 1_000_000)), undefined)
  t.equal(checkUpload('supportReplyImage', file('png', 1_000_001)), 'Maximum 1 MB Image allowed.')
})

t.test('an empty file is refused even where there is no minimum size', async t => {
  t.equal(checkUpload('profileImage', file('png', 0)), 'Maximum 10 MB Image allowed.')
})
