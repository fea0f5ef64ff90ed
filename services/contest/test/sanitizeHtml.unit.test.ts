import t from 'tap'
import { sanitizeHtml } from '../src/index'

t.test('the allowed formatting tags pass through, without their attributes', async t => {
  t.equal(sanitizeHtml('<h3 class="x">Rules</h3><p style="color:red">Trade <b>well</b>, <i>fast</i> and <em>fair</em>.<br/></p>'), '<h3>Rules</h3><p>Trade <b>well</b>, <i>fast</i> and <em>fair</em>.<br></p>')
  t.equal(sanitizeHtml('<ol><li>one</li></ol><ul><li><strong>two</strong></li></ul><h4>x</h4>'), '<ol><li>one</li></ol><ul><li><strong>two</strong></li></ul><h4>x</h4>')
})

t.test('scripts, images, frames and event handlers are shown as text and never run', async t => {
  t.equal(sanitizeHtml('<script>alert(1)</script>'), '&lt;script&gt;alert(1)&lt;/script&gt;')
  t.equal(sanitizeHtml('<img src=x onerror=alert(1)>'), '&lt;img src=x onerror=alert(1)&gt;')
  t.equal(sanitizeHtml('<p onclick="steal()">hi</p>'), '<p>hi</p>')
  t.equal(sanitizeHtml('<scr<script>ipt>alert(1)</script>'), '&lt;scr&lt;script&gt;ipt&gt;alert(1)&lt;/script&gt;')
  t.notMatch(sanitizeHtml('<iframe src="https://evil"></iframe><svg onload=x><style>p{}</style>'), /<(iframe|svg|style)/i)
})

t.test('links keep only an http or https address and open safely', async t => {
  t.equal(sanitizeHtml('<a href="https://example.com/rules?a=1&amp;b=2" onclick="x()">rules</a>'), '<a href="https://example.com/rules?a=1&amp;b=2" rel="noopener noreferrer nofollow" target="_blank">rules</a>')
  t.equal(sanitizeHtml('<a href="javascript:alert(1)">x</a>'), '<a>x</a>')
  t.equal(sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">x</a>'), '<a>x</a>')
  // A tag broken by a `<` inside it is text; only the real <b> inside survives.
  t.equal(sanitizeHtml('<a href="data:text/html,<b>">x</a>'), '&lt;a href=&quot;data:text/html,<b>&quot;&gt;x</b>')
})

t.test('stray ampersands and quotes are escaped and real entities are kept', async t => {
  t.equal(sanitizeHtml(`Tom & Jerry's &amp; "friends" &lt;3`), 'Tom &amp; Jerry&#39;s &amp; &quot;friends&quot; &lt;3')
})

t.test('open tags are closed and stray closing tags dropped, so nothing spills into the page', async t => {
  t.equal(sanitizeHtml('</p>text<b>bold'), 'text<b>bold</b>')
  t.equal(sanitizeHtml('<p><b>x</p>y'), '<p><b>x</b></p>y')
})
