import t from 'tap'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { identityFor } from './support/harness'
import { files, photoIdFields, photoIdFiles, player, postForm, steps } from './support/kyc'

const stored = async (dataDir: string) => (await readdir(join(dataDir, 'uploads'), { recursive: true }).catch(() => [] as string[])).filter(name => name.includes('.'))

t.test('a renamed non-image, an oversized file and an undersized KYC image are refused with the spec messages, and nothing is stored', async t => {
  const h = await identityFor(t)
  const { token } = await player(h, '9811100001', 'Upper')
  const front = (bytes: Buffer, name = 'front.png') => postForm(h, '/api/interMediateUpdate', token, photoIdFields, { ...photoIdFiles(), fImage: { name, bytes } })
  const cases: [string, Promise<{ statusCode: number; body: any }>, string][] = [
    ['a PDF named .png', front(files.pdf(), 'passport.png'), 'Please select valid Front image jpeg,png,gif.'],
    ['an image over 10 MB', front(files.png(10_000_001)), 'Min size 10 KB / Max size 10 MB'],
    ['an image under 10 KB', front(files.png(9_999)), 'Min size 10 KB / Max size 10 MB'],
  ]
  for (const [label, pending, message] of cases) {
    const res = await pending
    t.equal(res.statusCode, 400, label)
    t.same(res.body.errors, { fImage: message }, label)
  }
  t.same(await stored(h.dataDir), [], 'no refused file reached the disk')

  t.equal((await steps.photoId(h, token)).statusCode, 200)
  const address = (bytes: Buffer) => postForm(h, '/api/addressKyc', token, { docTypeAddress: 'aadhar', state: 'Goa' }, { addProof: { name: 'a.png', bytes } })
  t.same((await address(files.png(1_000_001))).body.errors, { addProof: 'Min 10 KB/Max 1 MB' })
  t.same((await address(files.png(9_000))).body.errors, { addProof: 'Min 10 KB/Max 1 MB' })
  const noState = await postForm(h, '/api/addressKyc', token, { docTypeAddress: 'bills', state: 'Atlantis' }, { addProof: { name: 'a.png', bytes: files.png() } })
  t.same(noState.body.errors, { docTypeAddress: 'Please select address proof type', state: 'Please select state' })
  t.equal((await address(files.png(1_000_000))).statusCode, 200, 'exactly 1 MB is allowed')

  const pan = (bytes: Buffer) => postForm(h, '/api/taxKyc', token, { panNo: 'ABCDE1234F' }, { panDoc: { name: 'pan.gif', bytes } })
  t.same((await pan(files.pdf())).body.errors, { panDoc: 'Please select valid Front image jpeg,png,gif.' })
  t.same((await pan(files.jpeg(9_999))).body.errors, { panDoc: 'Min size 10 KB / Max size 10 MB' })
  t.equal((await pan(files.jpeg(10_000))).statusCode, 200, 'exactly 10 KB is allowed')

  const video = (bytes: Buffer, name = 'face.mp4') => postForm(h, '/api/videoKyc', token, {}, { video: { name, bytes } })
  t.same((await video(files.png(2_000_000), 'face.mp4')).body.errors, { video: 'Please select mp4 format video.' })
  t.same((await video(files.mp4(999_999))).body.errors, { video: 'Please select video between 1 MB to 10 MB' })
  t.same((await video(files.mp4(10_000_001))).body.errors, { video: 'Please select video between 1 MB to 10 MB' })
  t.same((await postForm(h, '/api/videoKyc', token, {})).body.errors, { video: 'Video is required' })
  t.equal((await stored(h.dataDir)).length, 4, 'only the accepted front, back, address and PAN files are kept')
})

t.test('the photo ID form is refused with the spec texts for each field', async t => {
  const h = await identityFor(t)
  const { token } = await player(h, '9811100002', 'Fields')
  const send = (fields: Record<string, string>) => postForm(h, '/api/interMediateUpdate', token, { ...photoIdFields, ...fields }, photoIdFiles())
  const expect = async (fields: Record<string, string>, errors: Record<string, string>) => t.same((await send(fields)).body.errors, errors, JSON.stringify(fields))
  await expect({ fname: '', lname: ' ', gender: '', dob: '' }, { fname: 'First Name is required', lname: 'Last Name is required', gender: 'gender is required', dob: 'dob is required' })
  await expect({ fname: 'Asha2' }, { fname: 'Only use alphabetic characters' })
  await expect({ gender: 'Other' }, { gender: 'gender is required' })
  await expect({ documentNo: '12341234123' }, { documentNo: 'Please enter valid aadhaar no' })
  await expect({ docType: 'ps', documentNo: 'A123456' }, { documentNo: 'Please enter valid passport no' })
  await expect({ docType: 'ps', documentNo: 'A12 4567' }, { documentNo: 'Only use Alphanumeric Characters without Space' })
  await expect({ docType: 'li', documentNo: 'KA0120' }, { documentNo: 'Please enter valid driving licence no' })
  // 2026-03-01 in India: born 2008-03-02 is one day short of 18.
  await expect({ dob: '2008-03-02' }, { dob: 'You must be at least 18 years old' })
  t.same((await postForm(h, '/api/interMediateUpdate', token, photoIdFields, {})).body.errors, { fImage: 'Front image is required', bImage: 'Back image is required' })
  const adult = await send({ docType: 'ps', documentNo: 'z1234567', dob: '2008-03-01' })
  t.equal(adult.statusCode, 200, 'eighteen today is old enough')
})
