<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>AnalysisText</name>
    <message>
        <source>blew up at t = %1 s</source>
        <translation>t = %1 s で発散</translation>
    </message>
    <message>
        <source>Time step dt (s)</source>
        <translation>時間刻み幅 dt (s)</translation>
    </message>
    <message>
        <source>RMS error at t = %1 s (m)</source>
        <translation>t = %1 s での RMS 誤差 (m)</translation>
    </message>
    <message>
        <source>slope %1</source>
        <translation>傾き %1</translation>
    </message>
    <message>
        <source>Integrator</source>
        <translation>積分法</translation>
    </message>
    <message>
        <source>dt (s)</source>
        <translation>dt (s)</translation>
    </message>
    <message>
        <source>Error RMS (m)</source>
        <translation>誤差 RMS (m)</translation>
    </message>
    <message>
        <source>Error max (m)</source>
        <translation>最大誤差 (m)</translation>
    </message>
    <message>
        <source>Observed order</source>
        <translation>観測次数</translation>
    </message>
    <message>
        <source>Fitted order</source>
        <translation>近似次数</translation>
    </message>
    <message>
        <source>Convergence study on “%1”: error of the positions at t = %2 s against the reference %3 (RMS and max over free particles). Observed order: log(e₁/e₂)/log(dt₁/dt₂) per halving; fitted order: least-squares slope. Grey dashed lines: slopes 1, 2 and 4.</source>
        <translation>「%1」の収束性の検証：t = %2 s での位置の誤差を参照解 %3 と比較(固定されていない質点の RMS と最大値)。観測次数：半分にするごとの log(e₁/e₂)/log(dt₁/dt₂)。近似次数：最小二乗法による傾き。灰色の破線：傾き 1、2、4。</translation>
    </message>
    <message>
        <source>Largest stable dt</source>
        <translation>最大の安定 dt</translation>
    </message>
    <message>
        <source>unstable at every dt tried</source>
        <translation>試したすべての dt で不安定</translation>
    </message>
    <message>
        <source>stable at every dt tried (a lower bound)</source>
        <translation>試したすべての dt で安定(下限値)</translation>
    </message>
    <message>
        <source>Largest stable dt (s)</source>
        <translation>最大の安定 dt (s)</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>ラン数</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>備考</translation>
    </message>
    <message>
        <source>Stability limits on “%1”: the largest dt for which a run of %2 s stays bounded (finite, energy within its bound), found by bisection to %3 %. A limit of %2 s means stable at every dt tried.</source>
        <translation>「%1」の安定限界：%2 s のランが有界に保たれる(有限値で、エネルギーが上限内)最大の dt。二分法で %3 % まで求めました。限界が %2 s なら、試したすべての dt で安定です。</translation>
    </message>
    <message>
        <source>Stretch stiffness k⁺ of the %1 (N/m)</source>
        <translation>%1の伸び剛性 k⁺ (N/m)</translation>
    </message>
    <message>
        <source>Stiffness factor (× the scene&apos;s values)</source>
        <translation>剛性の倍率(シーンの値に対する倍数)</translation>
    </message>
    <message>
        <source>slope −1/2</source>
        <translation>傾き −1/2</translation>
    </message>
    <message>
        <source>k⁺ (N/m)</source>
        <translation>k⁺ (N/m)</translation>
    </message>
    <message>
        <source>Stiffness factor</source>
        <translation>剛性の倍率</translation>
    </message>
    <message>
        <source>Stiffness sweep on “%1” (%2; stretch and compression scaled, damping kept): the largest dt for which a run of %3 s stays bounded, bisection to %4 %. Grey dashed line: slope −1/2, the explicit methods&apos; dt ∝ 1/√k. A limit of %3 s is a lower bound.</source>
        <translation>「%1」の剛性スイープ(%2。伸びと縮みの剛性を倍率で変え、減衰はそのまま)：%3 s のランが有界に保たれる最大の dt、二分法で %4 %。灰色の破線：傾き −1/2、陽的解法の dt ∝ 1/√k。限界 %3 s は下限値です。</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>%1, dt = %2 s</source>
        <translation>%1、dt = %2 s</translation>
    </message>
    <message>
        <source>%1 (%2), dt = %3 s</source>
        <translation>%1 (%2)、dt = %3 s</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>すべての種類</translation>
    </message>
    <message>
        <source>Structural</source>
        <translation>構造バネ</translation>
    </message>
    <message>
        <source>Shear</source>
        <translation>せん断バネ</translation>
    </message>
    <message>
        <source>Bending</source>
        <translation>曲げバネ</translation>
    </message>
    <message>
        <source>springs of every kind</source>
        <translation>すべての種類のバネ</translation>
    </message>
    <message>
        <source>structural springs</source>
        <translation>構造バネ</translation>
    </message>
    <message>
        <source>shear springs</source>
        <translation>せん断バネ</translation>
    </message>
    <message>
        <source>bending springs</source>
        <translation>曲げバネ</translation>
    </message>
    <message>
        <source>Convergence study</source>
        <translation>収束性の検証</translation>
    </message>
    <message>
        <source>Stability limits</source>
        <translation>安定限界</translation>
    </message>
    <message>
        <source>Stiffness sweep</source>
        <translation>剛性スイープ</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>パレートフロント</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>CPU time (s)</source>
        <translation>CPU 時間 (s)</translation>
    </message>
    <message>
        <source>blew up</source>
        <translation>発散</translation>
    </message>
    <message>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
    <message>
        <source>Tolerance</source>
        <translation>許容誤差</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>ステップ数</translation>
    </message>
    <message>
        <source>Evaluations</source>
        <translation>評価回数</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Work–precision on “%1”: RMS error of the positions at t = %2 s against the reference %3, against the thread CPU time of each run (its first step not counted). Grey band: the Pareto front; crosses at the top: runs that blew up; labels: the accuracies where the cheapest method changes.</source>
        <translation>「%1」の計算量–精度：時刻 t = %2 s における位置の RMS 誤差(参照解 %3 に対する)と各ランのスレッド CPU 時間(最初のステップは含まない)。灰色の帯：パレートフロント。上端の×印：発散したラン。ラベル：最も安価な手法が入れ替わる精度。</translation>
    </message>
    <message>
        <source>%1 at tolerance ≈ %2</source>
        <translation>%1(許容誤差 ≈ %2)</translation>
    </message>
    <message>
        <source>%1 at dt ≈ %2 s</source>
        <translation>%1(dt ≈ %2 s)</translation>
    </message>
    <message>
        <source>%1 s of CPU time</source>
        <translation>CPU 時間 %1 s</translation>
    </message>
    <message>
        <source>%1 evaluations</source>
        <translation>評価 %1 回</translation>
    </message>
    <message>
        <source>%1 steps</source>
        <translation>%1 ステップ</translation>
    </message>
    <message>
        <source>For %1 m at t = %2 s: %3, %4.</source>
        <translation>t = %2 s で %1 m の精度には %3、%4。</translation>
    </message>
    <message>
        <source>Runner-up: %1, %2 × as much.</source>
        <translation>次点：%1、%2 倍。</translation>
    </message>
    <message>
        <source>Work–precision</source>
        <translation>計算量–精度</translation>
    </message>
    <message>
        <source>Cheapest method by stiffness</source>
        <translation>剛性ごとの最も安価な手法</translation>
    </message>
    <message>
        <source>no method reached the accuracy</source>
        <translation>この精度に達した手法なし</translation>
    </message>
    <message>
        <source>CPU time</source>
        <translation>CPU 時間</translation>
    </message>
    <message>
        <source>force evaluations and CG iterations</source>
        <translation>力の評価回数と CG 反復回数</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>ステップ数</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>k ≈ %1</source>
        <translation>k ≈ %1</translation>
    </message>
    <message>
        <source>Cheapest method</source>
        <translation>最も安価な手法</translation>
    </message>
    <message>
        <source>Runner-up</source>
        <translation>次点</translation>
    </message>
    <message>
        <source>Factor</source>
        <translation>倍率</translation>
    </message>
    <message>
        <source>Cheapest method on “%1” for an RMS error of %2 m at t = %3 s as the %4 get stiffer (stretch and compression scaled, damping kept), against the reference %5; cost: %6. Each band spans the stiffnesses where its method is the cheapest, with edges halfway (in log k) between the stiffnesses measured.</source>
        <translation>「%1」で%4を硬くしたとき(伸びと縮みの剛性を倍率、減衰はそのまま)、t = %3 s で RMS 誤差 %2 m に達する最も安価な手法(参照解 %5、コスト：%6)。各帯はその手法が最も安価な剛性の範囲で、境界は測定した剛性の間の中点(log k で)。</translation>
    </message>
    <message>
        <source>No method reached %1 m.</source>
        <translation>%1 m に達した手法はありません。</translation>
    </message>
    <message>
        <source>Caution: %1.</source>
        <translation>注意：%1。</translation>
    </message>
    <message>
        <source>Predicted dt (s)</source>
        <translation>予測 dt (s)</translation>
    </message>
</context>
<context>
    <name>ClassFigure</name>
    <message>
        <source>submitted / expected</source>
        <translation>提出値 / 期待値</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>合格</translation>
    </message>
    <message>
        <source>not ok</source>
        <translation>不合格</translation>
    </message>
    <message>
        <source>expected</source>
        <translation>期待値</translation>
    </message>
</context>
<context>
    <name>CoreMessage</name>
    <message>
        <source>expected an object, found %1</source>
        <translation>オブジェクトが必要ですが、%1 があります</translation>
    </message>
    <message>
        <source>expected an array, found %1</source>
        <translation>配列が必要ですが、%1 があります</translation>
    </message>
    <message>
        <source>expected a number, found %1</source>
        <translation>数値が必要ですが、%1 があります</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>文字列が必要ですが、%1 があります</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>true か false が必要ですが、%1 があります</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation>整数が必要ですが、%1 があります</translation>
    </message>
    <message>
        <source>expected an array of 3 numbers, found %1</source>
        <translation>3 個の数値の配列が必要ですが、%1 があります</translation>
    </message>
    <message>
        <source>not a finite number</source>
        <translation>有限の数値ではありません</translation>
    </message>
    <message>
        <source>%1 is out of range: expected %2</source>
        <translation>%1 は範囲外です(%2 が必要)</translation>
    </message>
    <message>
        <source>u_axis and v_axis must be orthogonal</source>
        <translation>u_axis と v_axis は直交していなければなりません</translation>
    </message>
    <message>
        <source>zero-length spring: particles %1 and %2 start at the same position and no rest_length is given</source>
        <translation>長さ 0 のバネ：質点 %1 と %2 が同じ位置から始まり、rest_length が指定されていません</translation>
    </message>
    <message>
        <source>every edge length must be &gt; 0</source>
        <translation>辺の長さはすべて 0 より大きくなければなりません</translation>
    </message>
    <message>
        <source>must be smaller than the radius</source>
        <translation>半径より小さくなければなりません</translation>
    </message>
    <message>
        <source>no lattice point lies inside the shape (decrease the spacing)</source>
        <translation>形状の内部に格子点がありません(間隔を小さくしてください)</translation>
    </message>
    <message>
        <source>the plane normal must not be zero</source>
        <translation>平面の法線は 0 であってはなりません</translation>
    </message>
    <message>
        <source>every component of max must exceed the same component of min</source>
        <translation>max の各成分は min の同じ成分より大きくなければなりません</translation>
    </message>
    <message>
        <source>format version %1 is newer than this ClothLab reads (up to %2); please update ClothLab</source>
        <translation>形式バージョン %1 はこの ClothLab が読めるもの(%2 まで)より新しいです。ClothLab を更新してください</translation>
    </message>
    <message>
        <source>format version %1 does not exist</source>
        <translation>形式バージョン %1 は存在しません</translation>
    </message>
    <message>
        <source>malformed JSON at line %1, column %2</source>
        <translation>JSON の書式が正しくありません(%1 行 %2 列)</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数値</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>文字列</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>真偽値</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>配列</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>オブジェクト</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1, at %2: %3</source>
        <translation>%1 の %2：%3</translation>
    </message>
    <message>
        <source>unknown shape</source>
        <translation>不明な形状</translation>
    </message>
    <message>
        <source>the mesh has no triangles</source>
        <translation>メッシュに三角形がありません</translation>
    </message>
    <message>
        <source>spacing must be finite and &gt; 0</source>
        <translation>格子間隔は有限で 0 より大きくなければなりません</translation>
    </message>
    <message>
        <source>particle mass must be finite and &gt; 0</source>
        <translation>質点の質量は有限で 0 より大きくなければなりません</translation>
    </message>
    <message>
        <source>angle stiffness and spring scale must be finite and &gt;= 0</source>
        <translation>角度バネの剛性とバネ剛性の倍率は有限で 0 以上でなければなりません</translation>
    </message>
    <message>
        <source>center, rotation and velocities must be finite</source>
        <translation>中心、回転、速度は有限でなければなりません</translation>
    </message>
    <message>
        <source>box edge lengths must be &gt; 0</source>
        <translation>直方体の辺の長さはすべて 0 より大きくなければなりません</translation>
    </message>
    <message>
        <source>radius must be finite and &gt; 0</source>
        <translation>半径は有限で 0 より大きくなければなりません</translation>
    </message>
    <message>
        <source>tube radius must be &gt; 0 and smaller than the radius</source>
        <translation>管の半径は 0 より大きく、半径より小さくなければなりません</translation>
    </message>
    <message>
        <source>mesh scale must be finite and &gt; 0</source>
        <translation>メッシュの倍率は有限で 0 より大きくなければなりません</translation>
    </message>
    <message>
        <source>the mesh is not closed: %1</source>
        <translation>メッシュが閉じていません：%1</translation>
    </message>
    <message>
        <source>the lattice would have more than 2 million points (increase the spacing)</source>
        <translation>格子点が 200 万を超えてしまいます(間隔を大きくしてください)</translation>
    </message>
    <message>
        <source>body %1 &quot;%2&quot;: %3</source>
        <translation>物体 %1「%2」：%3</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; (expected one of: %2)</source>
        <translation>不明なキー「%1」(使えるキー：%2)</translation>
    </message>
    <message>
        <source>missing key &quot;%1&quot;</source>
        <translation>キー「%1」がありません</translation>
    </message>
    <message>
        <source>%1 is out of range [%2, %3]</source>
        <translation>%1 は範囲 [%2, %3] の外です</translation>
    </message>
    <message>
        <source>expected an array of 3 numbers, found an array of %1</source>
        <translation>3 個の数値の配列が必要ですが、要素数 %1 の配列があります</translation>
    </message>
    <message>
        <source>must be a unit vector (length %1)</source>
        <translation>単位ベクトルでなければなりません(長さ %1)</translation>
    </message>
    <message>
        <source>unknown corner &quot;%1&quot; (expected %2)</source>
        <translation>不明な角「%1」(使える値：%2)</translation>
    </message>
    <message>
        <source>unknown edge &quot;%1&quot; (expected %2)</source>
        <translation>不明な辺「%1」(使える値：%2)</translation>
    </message>
    <message>
        <source>unknown topology &quot;%1&quot; (expected %2)</source>
        <translation>不明な接続パターン「%1」(使える値：%2)</translation>
    </message>
    <message>
        <source>particle index %1 does not exist (the scene has %2 particles up to this body)</source>
        <translation>質点 %1 は存在しません(この物体までのシーンの質点は %2 個)</translation>
    </message>
    <message>
        <source>spring connects particle %1 to itself</source>
        <translation>バネが質点 %1 をそれ自身と結んでいます</translation>
    </message>
    <message>
        <source>duplicate spring between particles %1 and %2</source>
        <translation>質点 %1 と %2 の間に 2 本目のバネがあります</translation>
    </message>
    <message>
        <source>unknown spring kind &quot;%1&quot; (expected %2)</source>
        <translation>不明なバネの種類「%1」(使える値：%2)</translation>
    </message>
    <message>
        <source>unknown shape &quot;%1&quot; (expected %2)</source>
        <translation>不明な形状「%1」(使える値：%2)</translation>
    </message>
    <message>
        <source>%1 is not a closed mesh: %2</source>
        <translation>%1 は閉じたメッシュではありません：%2</translation>
    </message>
    <message>
        <source>unknown body type &quot;%1&quot; (expected %2)</source>
        <translation>不明な物体の種類「%1」(使える値：%2)</translation>
    </message>
    <message>
        <source>unknown obstacle type &quot;%1&quot; (expected %2)</source>
        <translation>不明な障害物の種類「%1」(使える値：%2)</translation>
    </message>
    <message>
        <source>unknown response &quot;%1&quot; (expected %2)</source>
        <translation>不明な衝突応答「%1」(使える値：%2)</translation>
    </message>
    <message>
        <source>unknown integrator &quot;%1&quot; (known: %2)</source>
        <translation>不明な積分法「%1」(既知：%2)</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;: not a parameter of %2 (its parameters: none)</source>
        <translation>不明なキー「%1」：%2 のパラメータではありません(パラメータはありません)</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;: not a parameter of %2 (its parameters: %3)</source>
        <translation>不明なキー「%1」：%2 のパラメータではありません(パラメータ：%3)</translation>
    </message>
    <message>
        <source>expected a colour as &quot;#rrggbb&quot;, found &quot;%1&quot;</source>
        <translation>「#rrggbb」形式の色が必要ですが、「%1」があります</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, found &quot;%2&quot;</source>
        <translation>ClothLab のシーンファイルではありません(形式「%2」、必要なのは「%1」)</translation>
    </message>
    <message>
        <source>cannot override: %1</source>
        <translation>上書きできません：%1</translation>
    </message>
    <message>
        <source>empty path</source>
        <translation>パスが空です</translation>
    </message>
    <message>
        <source>%1 is not an array</source>
        <translation>%1 は配列ではありません</translation>
    </message>
    <message>
        <source>index %1 is beyond the %2 elements of %3</source>
        <translation>添字 %1 は %3 の要素数 %2 を超えています</translation>
    </message>
    <message>
        <source>the scene is not an object</source>
        <translation>シーンがオブジェクトではありません</translation>
    </message>
    <message>
        <source>%1 is not an object</source>
        <translation>%1 はオブジェクトではありません</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 は存在しません</translation>
    </message>
    <message>
        <source>not a finite number: %1 is too large for a double</source>
        <translation>有限の数値ではありません：%1 は大きすぎます</translation>
    </message>
    <message>
        <source>not a finite number: %1 is too large for a double (at line %2, column %3)</source>
        <translation>有限の数値ではありません：%1 は大きすぎます(%2 行 %3 列)</translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <translation>ファイルを開けません(%1)</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 に書き込めません：%2</translation>
    </message>
    <message>
        <source>write failed, previous file kept: %1</source>
        <translation>書き込みに失敗しました。元のファイルはそのままです：%1</translation>
    </message>
    <message>
        <source>cannot replace the file, previous file kept: %1</source>
        <translation>ファイルを置き換えられません。元のファイルはそのままです：%1</translation>
    </message>
    <message>
        <source>integrator %1 does not model the orientations of solids and would ignore their angle springs; use one of: %2</source>
        <translation>積分法 %1 は固体の姿勢を扱わず、角度バネを無視してしまいます。次のいずれかを使ってください：%2</translation>
    </message>
    <message>
        <source>time step must be a positive number of seconds</source>
        <translation>時間刻み幅は正の秒数でなければなりません</translation>
    </message>
    <message>
        <source>unknown integrator &apos;%1&apos;</source>
        <translation>不明な積分法「%1」</translation>
    </message>
    <message>
        <source>integrator %1: %2</source>
        <translation>積分法 %1：%2</translation>
    </message>
    <message>
        <source>no such preset (known: %1)</source>
        <translation>そのようなプリセットはありません(既知：%1)</translation>
    </message>
    <message>
        <source>unknown parameter &apos;%1&apos; (known: none)</source>
        <translation>不明なパラメータ「%1」(パラメータはありません)</translation>
    </message>
    <message>
        <source>unknown parameter &apos;%1&apos; (known: %2)</source>
        <translation>不明なパラメータ「%1」(既知：%2)</translation>
    </message>
    <message>
        <source>%1: value is not a finite number</source>
        <translation>パラメータ %1：値が有限の数値ではありません</translation>
    </message>
    <message>
        <source>%1: %2 is outside [%3, %4]</source>
        <translation>パラメータ %1 = %2 は [%3, %4] の範囲外です</translation>
    </message>
    <message>
        <source>%1: %2 is not a whole number</source>
        <translation>パラメータ %1 = %2 は整数ではありません</translation>
    </message>
    <message>
        <source>%1: line %2: %3</source>
        <translation>%1 の %2 行目：%3</translation>
    </message>
    <message>
        <source>a vertex needs 3 coordinates (and an optional weight), found %1</source>
        <translation>頂点には 3 個の座標(と省略可能な重み)が必要ですが、%1 個あります</translation>
    </message>
    <message>
        <source>unsupported statement &quot;%1&quot;</source>
        <translation>対応していない文「%1」</translation>
    </message>
    <message>
        <source>no faces</source>
        <translation>面がありません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a finite number</source>
        <translation>「%1」は有限の数値ではありません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a vertex index</source>
        <translation>「%1」は頂点番号ではありません</translation>
    </message>
    <message>
        <source>vertex index %1 does not exist (%2 vertices so far)</source>
        <translation>頂点 %1 は存在しません(ここまでの頂点は %2 個)</translation>
    </message>
    <message>
        <source>a face needs at least 3 corners, found %1</source>
        <translation>面には 3 個以上の頂点が必要ですが、%1 個です</translation>
    </message>
    <message>
        <source>a face uses the same vertex twice</source>
        <translation>面が同じ頂点を 2 回使っています</translation>
    </message>
    <message>
        <source>cannot open the mesh file</source>
        <translation>メッシュファイルを開けません</translation>
    </message>
    <message>
        <source>edge between vertices %1 and %2 borders only one face (the mesh has a hole)</source>
        <translation>頂点 %1 と %2 の間の辺に接する面が 1 枚しかありません(メッシュに穴があります)</translation>
    </message>
    <message>
        <source>unknown topology %1</source>
        <translation>不明な接続パターン %1</translation>
    </message>
    <message>
        <source>rows must be at least 2, got %1</source>
        <translation>行数は 2 以上でなければなりませんが、%1 です</translation>
    </message>
    <message>
        <source>cols must be at least 2, got %1</source>
        <translation>列数は 2 以上でなければなりませんが、%1 です</translation>
    </message>
    <message>
        <source>rows x cols = %1 is too large</source>
        <translation>行数 × 列数 = %1 は大きすぎます</translation>
    </message>
    <message>
        <source>spacing must be finite and &gt; 0, got %1</source>
        <translation>間隔は有限で 0 より大きくなければなりませんが、%1 です</translation>
    </message>
    <message>
        <source>particle mass must be finite and &gt; 0, got %1</source>
        <translation>質点の質量は有限で 0 より大きくなければなりませんが、%1 です</translation>
    </message>
    <message>
        <source>origin is not finite: %1</source>
        <translation>原点が有限ではありません：%1</translation>
    </message>
    <message>
        <source>velocity is not finite: %1</source>
        <translation>速度が有限ではありません：%1</translation>
    </message>
    <message>
        <source>u axis %1 is not a unit vector</source>
        <translation>u 軸 %1 は単位ベクトルではありません</translation>
    </message>
    <message>
        <source>v axis %1 is not a unit vector</source>
        <translation>v 軸 %1 は単位ベクトルではありません</translation>
    </message>
    <message>
        <source>u axis %1 and v axis %2 are not orthogonal</source>
        <translation>u 軸 %1 と v 軸 %2 が直交していません</translation>
    </message>
    <message>
        <source>pin index %1 is out of range [0, %2)</source>
        <translation>固定する質点の番号 %1 は範囲 [0, %2) の外です</translation>
    </message>
    <message>
        <source>%1 particles are too many</source>
        <translation>質点 %1 個は多すぎます</translation>
    </message>
    <message>
        <source>particle %1: %2</source>
        <translation>質点 %1：%2</translation>
    </message>
    <message>
        <source>position is not finite: %1</source>
        <translation>位置が有限ではありません：%1</translation>
    </message>
    <message>
        <source>mass must be finite and &gt; 0, got %1</source>
        <translation>質量は有限で 0 より大きくなければなりませんが、%1 です</translation>
    </message>
    <message>
        <source>spring %1: %2</source>
        <translation>バネ %1：%2</translation>
    </message>
    <message>
        <source>particle index %1 is out of range [0, %2)</source>
        <translation>質点番号 %1 は範囲 [0, %2) の外です</translation>
    </message>
    <message>
        <source>connects particle %1 to itself</source>
        <translation>質点 %1 をそれ自身と結んでいます</translation>
    </message>
    <message>
        <source>unknown spring kind %1</source>
        <translation>不明なバネの種類 %1</translation>
    </message>
    <message>
        <source>scale must be finite and &gt;= 0, got %1</source>
        <translation>倍率は有限で 0 以上でなければなりませんが、%1 です</translation>
    </message>
    <message>
        <source>rest length must be finite and &gt; 0, got %1</source>
        <translation>自然長は有限で 0 より大きくなければなりませんが、%1 です</translation>
    </message>
    <message>
        <source>zero initial distance between particles %1 and %2 (give a rest length)</source>
        <translation>質点 %1 と %2 の初期距離が 0 です(自然長を指定してください)</translation>
    </message>
    <message>
        <source>spring %1 duplicates spring %2 (particles %3 and %4)</source>
        <translation>バネ %1 はバネ %2 と重複しています(質点 %3 と %4)</translation>
    </message>
    <message>
        <source>stiffness of %1 springs must be finite and &gt;= 0, got %2</source>
        <translation>%1 バネの剛性は有限で 0 以上でなければなりませんが、%2 です</translation>
    </message>
    <message>
        <source>particle override %1 (particle %2): index out of range [0, %3)</source>
        <translation>質点の個別設定 %1(質点 %2)：番号が範囲 [0, %3) の外です</translation>
    </message>
    <message>
        <source>particle override %1 (particle %2): mass must be &gt; 0</source>
        <translation>質点の個別設定 %1(質点 %2)：質量は 0 より大きくなければなりません</translation>
    </message>
    <message>
        <source>the path is a folder, not a file</source>
        <translation>パスはファイルではなくフォルダです</translation>
    </message>
    <message>
        <source>the path is not a regular file (a device, pipe or socket)</source>
        <translation>パスは通常のファイルではありません(デバイス、パイプまたはソケット)</translation>
    </message>
    <message>
        <source>the file is %1 bytes, more than the limit of %2 bytes</source>
        <translation>ファイルは %1 バイトで、上限の %2 バイトを超えています</translation>
    </message>
    <message>
        <source>too many levels of symbolic links</source>
        <translation>シンボリックリンクの階層が深すぎます</translation>
    </message>
    <message>
        <source>edge between vertices %1 and %2 is shared by %3 faces (a non-manifold edge)</source>
        <translation>頂点 %1 と %2 の間の辺を %3 枚の面が共有しています(非多様体の辺)</translation>
    </message>
    <message>
        <source>edge between vertices %1 and %2 is used twice in the same direction (faces not consistently oriented)</source>
        <translation>頂点 %1 と %2 の間の辺が同じ向きで 2 回使われています(面の向きがそろっていません)</translation>
    </message>
    <message>
        <source>the sample interval must be a positive number of seconds</source>
        <translation>サンプル間隔は正の秒数でなければなりません</translation>
    </message>
    <message>
        <source>substeps must be at least 1</source>
        <translation>サブステップ数は 1 以上でなければなりません</translation>
    </message>
    <message>
        <source>the run&apos;s integrator is %1, not %2</source>
        <translation>このランの積分法は %2 ではなく %1 です</translation>
    </message>
    <message>
        <source>the scene would have %1 particles, more than the limit of %2 particles per scene</source>
        <translation>シーンの質点が %1 個になり、シーンあたりの上限 %2 個を超えてしまいます</translation>
    </message>
    <message>
        <source>the scene would have %1 springs, more than the limit of %2 springs per scene</source>
        <translation>シーンのバネが %1 本になり、シーンあたりの上限 %2 本を超えてしまいます</translation>
    </message>
    <message>
        <source>unknown quirk &quot;%1&quot; (expected %2)</source>
        <translation>不明な再現オプション「%1」(使える値：%2)</translation>
    </message>
    <message>
        <source>unknown stage order &quot;%1&quot; (expected %2)</source>
        <translation>不明な段階の順序「%1」(使える値：%2)</translation>
    </message>
    <message>
        <source>particle %1 is out of range: the scene has no particles</source>
        <translation>質点 %1 は範囲外です：シーンに質点がありません</translation>
    </message>
    <message>
        <source>particle %1 is out of range: the scene has particles 0 to %2</source>
        <translation>質点 %1 は範囲外です：シーンの質点は 0 から %2 までです</translation>
    </message>
    <message>
        <source>the value &quot;%1&quot; is not valid UTF-8</source>
        <translation>値「%1」は正しい UTF-8 ではありません</translation>
    </message>
    <message>
        <source>the value %1 holds a number too large for a double</source>
        <translation>値 %1 に大きすぎる数値が含まれています</translation>
    </message>
    <message>
        <source>the value %1 is malformed JSON: %2</source>
        <translation>値 %1 は JSON の書式が正しくありません：%2</translation>
    </message>
    <message>
        <source>duplicate key &quot;%1&quot; (each key may appear once in an object)</source>
        <translation>キー「%1」が重複しています(1 つのオブジェクトに同じキーは 1 回しか書けません)</translation>
    </message>
    <message>
        <source>malformed JSON at line %1, column %2: %3</source>
        <translation>JSON の書式が正しくありません(%1 行 %2 列)：%3</translation>
    </message>
    <message>
        <source>cannot write: %1</source>
        <translation>書き込めません：%1</translation>
    </message>
    <message>
        <source>%1 %2 s / dt %3 s is %4 steps, more than the limit of %5 steps per run</source>
        <translation>%1 %2 s / dt %3 s は %4 ステップで、ランあたりの上限 %5 ステップを超えています</translation>
    </message>
    <message>
        <source>%1 %2 s is less than half a step (dt %3 s): the run would take no step</source>
        <translation>%1 %2 s は半ステップ(dt %3 s)に満たないため、ランは 1 ステップも進みません</translation>
    </message>
    <message>
        <source>the shape lies %1 spacings from the origin of its frame, more than the limit of 1e9 (move the mesh near the origin and place it with center)</source>
        <translation>形状が自身の座標系の原点から格子間隔の %1 倍離れており、上限の 1e9 を超えています(メッシュを原点の近くに移し、center で配置してください)</translation>
    </message>
    <message>
        <source>spacing %1 and particle mass %2 give a rotational inertia m·spacing²/10 beyond the range of numbers</source>
        <translation>格子間隔 %1 と質点の質量 %2 では、回転慣性 m·spacing²/10 が数値の範囲を超えます</translation>
    </message>
    <message>
        <source>the run&apos;s scene overrides change the number of particles (%1 → %2); the runs of a comparison are compared particle by particle</source>
        <translation>ランのシーンのオーバーライドが質点の数を変えます(%1 → %2)。比較のランは質点ごとに比べられます</translation>
    </message>
    <message>
        <source>expected an object of scene paths and values, found %1</source>
        <translation>シーンのパスと値のオブジェクトが必要ですが、%1 があります</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be changed by a run (only the scene&apos;s physics can: stiffness, air, gravity, bodies, obstacles, …)</source>
        <translation>「%1」はランでは変更できません(変更できるのはシーンの物理だけです：剛性、空気、重力、物体、障害物…)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; lies inside &quot;%2&quot;, which is overridden too</source>
        <translation>「%1」は同じくオーバーライドされている「%2」の中にあります</translation>
    </message>
    <message>
        <source>adaptive step size: the internal steps depend on the error estimate, so one frame step is not a fixed linear map</source>
        <translation>適応刻み幅：内部ステップが誤差推定に依存するため、1フレームのステップは固定された線形写像ではありません</translation>
    </message>
    <message>
        <source>constraint projection acts on spring lengths, not linearly on (x, v)</source>
        <translation>拘束の射影はバネの長さに作用し、(x, v) に線形には作用しません</translation>
    </message>
    <message>
        <source>a fixed number of iterations of a nonlinear local/global or descent solve: the step is not a linear map of (x, v)</source>
        <translation>非線形なローカル／グローバル解法または降下法を固定回数反復するため、ステップは (x, v) の線形写像ではありません</translation>
    </message>
    <message>
        <source>no amplification matrix is derived for this method</source>
        <translation>この積分法には増幅行列が導かれていません</translation>
    </message>
    <message>
        <source>the run of %1 (dt = %2 s) to t = %3 s blew up at t = %4 s (%5)</source>
        <translation>%1 のラン(dt = %2 s)は t = %3 s までの途中、t = %4 s で発散しました(%5)</translation>
    </message>
    <message>
        <source>spectrum: the dense eigensolver did not converge</source>
        <translation>スペクトル：密行列の固有値ソルバーが収束しませんでした</translation>
    </message>
    <message>
        <source>spectrum: the symmetric eigensolver did not converge</source>
        <translation>スペクトル：対称固有値ソルバーが収束しませんでした</translation>
    </message>
    <message>
        <source>spectrum: the Lanczos eigensolver (Spectra) did not converge</source>
        <translation>スペクトル：Lanczos 固有値ソルバー(Spectra)が収束しませんでした</translation>
    </message>
    <message>
        <source>spectrum: scenes with solids (oriented particles) are not supported; the linearisation covers particle positions only</source>
        <translation>スペクトル：固体(姿勢を持つ質点)を含むシーンには対応していません。線形化は質点の位置だけを扱います</translation>
    </message>
    <message>
        <source>spectrum: the iterative method computes N &lt; %1 modes, not all of them</source>
        <translation>スペクトル：反復法が求めるのは N &lt; %1 個のモードで、全モードではありません</translation>
    </message>
    <message>
        <source>unstable at every step size: the mode of ω = %1 rad/s, damping ratio %2, grows however small dt is</source>
        <translation>あらゆる刻み幅で不安定：ω = %1 rad/s、減衰比 %2 のモードは dt をどれだけ小さくしても増大します</translation>
    </message>
    <message>
        <source>expected the format &quot;%1&quot;, found &quot;%2&quot;</source>
        <translation>形式「%1」が必要ですが、「%2」があります</translation>
    </message>
    <message>
        <source>expected &quot;preset:NAME&quot; naming a preset or a scene object, found &quot;%1&quot;</source>
        <translation>プリセットを指す「preset:NAME」かシーンのオブジェクトが必要ですが、「%1」があります</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a key of the assignment&apos;s scene</source>
        <translation>「%1」は課題のシーンのキーではありません</translation>
    </message>
    <message>
        <source>give exactly one of &quot;%1&quot; and &quot;%2&quot;</source>
        <translation>「%1」と「%2」のどちらか一方だけを指定してください</translation>
    </message>
    <message>
        <source>&quot;computed&quot; must be true (or give &quot;value&quot; instead)</source>
        <translation>「computed」は true でなければなりません(代わりに「value」を指定できます)</translation>
    </message>
    <message>
        <source>a numeric task states its value; only analyses are computed</source>
        <translation>数値の設問は値を明記します。計算されるのは解析だけです</translation>
    </message>
    <message>
        <source>a task of kind &quot;%1&quot; has no tolerance</source>
        <translation>種類「%1」の設問には許容誤差がありません</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>%1 が必要ですが、%2 があります</translation>
    </message>
    <message>
        <source>expected the id of one of the compared integrators, found %1</source>
        <translation>比較する積分法のいずれかの id が必要ですが、%1 があります</translation>
    </message>
    <message>
        <source>integrator &quot;%1&quot; is not among the assignment&apos;s integrators (%2)</source>
        <translation>積分法「%1」は課題の積分法(%2)に含まれていません</translation>
    </message>
    <message>
        <source>unknown task kind &quot;%1&quot; (expected %2)</source>
        <translation>不明な設問の種類「%1」(使える値：%2)</translation>
    </message>
    <message>
        <source>an assignment needs at least one task</source>
        <translation>課題には設問が少なくとも 1 つ必要です</translation>
    </message>
    <message>
        <source>task id &quot;%1&quot; is used twice</source>
        <translation>設問 id「%1」が 2 回使われています</translation>
    </message>
    <message>
        <source>no such shipped assignment (known: %1)</source>
        <translation>そのような同梱の課題はありません(既知：%1)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is locked by the assignment</source>
        <translation>「%1」は課題によりロックされています</translation>
    </message>
    <message>
        <source>expected at least %1 values, found %2</source>
        <translation>値が %1 個以上必要ですが、%2 個です</translation>
    </message>
    <message>
        <source>the value %1 is given twice</source>
        <translation>値 %1 が 2 回指定されています</translation>
    </message>
    <message>
        <source>the duration %1 s is not a whole number of steps of %2 s</source>
        <translation>継続時間 %1 s は %2 s のステップの整数倍ではありません</translation>
    </message>
    <message>
        <source>expected a text or an object of texts by language, found %1</source>
        <translation>テキストか、言語ごとのテキストのオブジェクトが必要ですが、%1 があります</translation>
    </message>
    <message>
        <source>unknown language &quot;%1&quot; (expected %2)</source>
        <translation>不明な言語「%1」(使える値：%2)</translation>
    </message>
    <message>
        <source>the English text (key &quot;en&quot;) is missing; every text needs one, as the other languages fall back to it</source>
        <translation>英語のテキスト(キー「en」)がありません。他の言語はこれに代替されるため、すべてのテキストに必要です</translation>
    </message>
    <message>
        <source>expected a number or a text, found %1</source>
        <translation>数値かテキストが必要ですが、%1 があります</translation>
    </message>
    <message>
        <source>expected an id of lower-case letters, digits and &apos;-&apos;, found &quot;%1&quot;</source>
        <translation>小文字・数字・「-」からなる id が必要ですが、「%1」があります</translation>
    </message>
    <message>
        <source>the run is of kind &quot;%1&quot;, the task of kind &quot;%2&quot;</source>
        <translation>ランの種類は「%1」ですが、設問の種類は「%2」です</translation>
    </message>
    <message>
        <source>the run used %1, the task asks for %2</source>
        <translation>ランは %1 を使いましたが、設問が求めているのは %2 です</translation>
    </message>
    <message>
        <source>the run lasted %1 s, the task asks for %2 s</source>
        <translation>ランの継続時間は %1 s ですが、設問が求めているのは %2 s です</translation>
    </message>
    <message>
        <source>the run was made on another scene (scene hash %1; the student&apos;s scene has %2)</source>
        <translation>ランは別のシーンで行われました(シーンのハッシュ %1。学生のシーンは %2)</translation>
    </message>
    <message>
        <source>no run for this task</source>
        <translation>この設問のランがありません</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>解答がありません</translation>
    </message>
    <message>
        <source>the answer is outside the tolerance of the expected value</source>
        <translation>解答が期待値の許容誤差の外にあります</translation>
    </message>
    <message>
        <source>the content hash does not match the content: the submission was edited after it was handed in</source>
        <translation>内容のハッシュが内容と一致しません：提出物は提出後に編集されています</translation>
    </message>
    <message>
        <source>made for another assignment (assignment hash %1; this assignment&apos;s is %2)</source>
        <translation>別の課題のための提出物です(課題のハッシュ %1。この課題は %2)</translation>
    </message>
    <message>
        <source>expected a hash of 16 hex digits, found &quot;%1&quot;</source>
        <translation>16 桁の 16 進数のハッシュが必要ですが、「%1」があります</translation>
    </message>
    <message>
        <source>the student id is empty</source>
        <translation>学生 id が空です</translation>
    </message>
    <message>
        <source>a task of kind &quot;%1&quot; is not computed</source>
        <translation>種類「%1」の設問は計算されません</translation>
    </message>
    <message>
        <source>expected at least one integrator id</source>
        <translation>積分法の ID が少なくとも 1 つ必要です</translation>
    </message>
    <message>
        <source>unknown integrator &quot;%1&quot;</source>
        <translation>不明な積分法「%1」</translation>
    </message>
    <message>
        <source>integrator &quot;%1&quot; is listed twice</source>
        <translation>積分法「%1」が 2 回指定されています</translation>
    </message>
    <message>
        <source>unknown time-step policy &quot;%1&quot; (expected %2)</source>
        <translation>不明な時間刻み幅の決め方「%1」(使える値：%2)</translation>
    </message>
    <message>
        <source>unknown quantity &quot;%1&quot; (expected %2)</source>
        <translation>不明な測定量「%1」(使える値：%2)</translation>
    </message>
    <message>
        <source>a spring kind is only given for a strain (the quantity is &quot;%1&quot;)</source>
        <translation>バネの種類を指定できるのはひずみの場合だけです(測定量は「%1」)</translation>
    </message>
    <message>
        <source>the mechanical energy at t = 0 is zero: an energy ratio is undefined</source>
        <translation>t = 0 での力学的エネルギーが 0 のため、エネルギー比は定義できません</translation>
    </message>
    <message>
        <source>the scene has no springs of the kind &quot;%1&quot;</source>
        <translation>シーンに種類「%1」のバネがありません</translation>
    </message>
    <message>
        <source>the scene has no springs</source>
        <translation>シーンにバネがありません</translation>
    </message>
    <message>
        <source>%1: %2 s is not a whole multiple of the step %3 s of %4</source>
        <translation>%1：%2 s は %4 の時間刻み幅 %3 s の整数倍ではありません</translation>
    </message>
    <message>
        <source>%1: the step %2 s is not a positive duration</source>
        <translation>%1：時間刻み幅 %2 s が正の時間ではありません</translation>
    </message>
    <message>
        <source>%1: the step %2 s is given twice</source>
        <translation>%1：時間刻み幅 %2 s が2回指定されています</translation>
    </message>
    <message>
        <source>%1: %2 s is not a whole multiple of the step %3 s (the scene&apos;s dt halved)</source>
        <translation>%1：%2 s は時間刻み幅 %3 s(シーンの dt を半分にしたもの)の整数倍ではありません</translation>
    </message>
    <message>
        <source>%1: %2 s is not a whole multiple of %3 %4 s</source>
        <translation>%1：%2 s は %3 %4 s の整数倍ではありません</translation>
    </message>
    <message>
        <source>%1: no interval of at most %2 samples over %3 %4 s is a whole multiple of every step; choose steps that divide each other and the duration, or give %1</source>
        <translation>%1：%3 %4 s をサンプル数 %2 以下で区切るサンプル間隔のうち、すべての時間刻み幅の整数倍になるものがありません。互いに割り切れ、時間も割り切る時間刻み幅を選ぶか、%1 を指定してください</translation>
    </message>
    <message>
        <source>thickness %1 m is more than half the spacing %2 m: neighbouring triangles of the cloth would push each other apart</source>
        <translation>厚さ %1 m が間隔 %2 m の半分を超えています：布の隣り合う三角形どうしが押し合ってしまいます</translation>
    </message>
    <message>
        <source>spectrum: the state has %1 positions and %2 velocities; the scene has %3 particles</source>
        <translation>スペクトル：状態には位置が %1 個、速度が %2 個ありますが、シーンの質点は %3 個です</translation>
    </message>
    <message>
        <source>the saved state has %1 particles; the run has %2</source>
        <translation>保存された状態の質点は %1 個ですが、このランの質点は %2 個です</translation>
    </message>
    <message>
        <source>the run used dt = %1 s, the task asks for %2 s</source>
        <translation>ランは dt = %1 s でしたが、設問が求めているのは %2 s です</translation>
    </message>
    <message>
        <source>the run set other parameters of %1 than the task asks for</source>
        <translation>ランは %1 のパラメータを設問とは違う値にしています</translation>
    </message>
    <message>
        <source>the run used the steps %1 s, the task asks for %2 s</source>
        <translation>ランの刻み幅は %1 s でしたが、設問が求めているのは %2 s です</translation>
    </message>
    <message>
        <source>the run used another reference solution than the task</source>
        <translation>ランは設問とは別の参照解を使いました</translation>
    </message>
    <message>
        <source>the run bisected to %1 %, the task asks for %2 %</source>
        <translation>ランは二分法を %1 % まで進めましたが、設問が求めているのは %2 % です</translation>
    </message>
    <message>
        <source>the run swept other stiffness factors than the task</source>
        <translation>ランは設問とは別の剛性倍率でスイープしました</translation>
    </message>
    <message>
        <source>the run measured another quantity than the task</source>
        <translation>ランは設問とは別の量を測りました</translation>
    </message>
    <message>
        <source>the answer &quot;%1&quot; is not a number</source>
        <translation>解答「%1」は数値ではありません</translation>
    </message>
    <message>
        <source>the answer is not what the task&apos;s settings give on the student&apos;s scene</source>
        <translation>解答が、学生のシーンで設問の設定から得られる値と一致しません</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>recomputing the task on the student&apos;s scene would cost %1 times as much as on the assignment&apos;s scene (the limit is %2 times)</source>
        <translation>学生のシーンで設問を計算し直すと、課題のシーンの %1 倍の計算量になります (上限は %2 倍)</translation>
    </message>
    <message>
        <source>the student id &quot;%1&quot; is in %2 submissions (%3); none of them is counted</source>
        <translation>学生番号「%1」が %2 件の提出物にあります (%3)。どれも採点に数えません</translation>
    </message>
    <message>
        <source>there is no answer to &quot;%1&quot;</source>
        <translation>「%1」への解答がありません</translation>
    </message>
    <message>
        <source>unknown answer source &quot;%1&quot; (expected %2)</source>
        <translation>解答の出どころ「%1」が不明です (%2 のいずれか)</translation>
    </message>
    <message>
        <source>orders are not meaningful here: the cloth touches itself from t = %1 s, and contact makes the motion non-smooth</source>
        <translation>ここでの収束次数は意味を持ちません：布は t = %1 s から自分自身と接触しており、接触によって運動が滑らかでなくなります</translation>
    </message>
    <message>
        <source>orders are not meaningful here: the cloth touches an obstacle from t = %1 s, and contact makes the motion non-smooth</source>
        <translation>ここでの収束次数は意味を持ちません：布は t = %1 s から障害物と接触しており、接触によって運動が滑らかでなくなります</translation>
    </message>
    <message>
        <source>orders are not meaningful for %1: it chooses its own steps, so dt does not set its error</source>
        <translation>%1 の収束次数は意味を持ちません：刻み幅を自分で選ぶため、dt では誤差が決まりません</translation>
    </message>
    <message>
        <source>orders are not meaningful for %1: its run at dt = %2 s blew up</source>
        <translation>%1 の収束次数は意味を持ちません：dt = %2 s のランが発散しました</translation>
    </message>
    <message>
        <source>the limit of %1 may be set by contact rather than by a mode: at dt = %2 s the cloth is in contact from t = %3 s</source>
        <translation>%1 の安定限界はモードではなく接触で決まっている可能性があります：dt = %2 s では布が t = %3 s から接触しています</translation>
    </message>
    <message>
        <source>the errors include contact&apos;s: the cloth is in contact from t = %1 s, after which the error does not shrink with the work as a smooth error does</source>
        <translation>誤差には接触によるものが含まれます：布は t = %1 s から接触しており、それ以降の誤差は滑らかな誤差のようには計算量とともに小さくなりません</translation>
    </message>
    <message>
        <source>force Jacobians: scenes with solids (oriented particles) are not supported; they cover particle positions and velocities only</source>
        <translation>力のヤコビ行列：固体(姿勢を持つ質点)を含むシーンには対応していません。質点の位置と速度だけを扱います</translation>
    </message>
    <message>
        <source>method id &quot;%1&quot;: use letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos; only</source>
        <translation>手法の ID「%1」：英字、数字、「-」「_」「.」だけを使ってください</translation>
    </message>
    <message>
        <source>method id &quot;%1&quot; is the id of a built-in integrator; choose another</source>
        <translation>手法の ID「%1」は組み込みの積分法の ID です。別の ID を選んでください</translation>
    </message>
    <message>
        <source>the step moved pinned particle %1 (a pinned particle has inverse mass 0 and moves only with the scene)</source>
        <translation>ステップが固定された質点 %1 を動かしました(固定された質点は逆質量が 0 で、シーンによってのみ動きます)</translation>
    </message>
    <message>
        <source>the step left NaN (not a number) in %1 of particle %2</source>
        <translation>ステップが質点 %2 の %1 に NaN(非数)を残しました</translation>
    </message>
    <message>
        <source>integrator %1 stopped at t = %2 s: %3</source>
        <translation>積分法 %1 は t = %2 s で停止しました：%3</translation>
    </message>
    <message>
        <source>the method declares that its step is not a linear map of the state</source>
        <translation>この手法は、そのステップが状態の線形写像ではないと宣言しています</translation>
    </message>
    <message>
        <source>spectrum: the %1 method on %2 rows is past its limit of %3 rows (3 per free particle); ask for fewer of the highest modes than half the rows</source>
        <translation>スペクトル：%2 行に対する %1 法はその上限 %3 行(自由な質点 1 個につき 3 行)を超えています。求める最高次のモードを行数の半分より少なくしてください</translation>
    </message>
    <message>
        <source>spectrum: the %1 highest modes of %2 rows need %3 numbers of working memory, more than the limit of %4; at most %5 modes of this scene fit</source>
        <translation>スペクトル：%2 行のうち最高次の %1 個のモードには %3 個の数値の作業メモリが必要で、上限 %4 を超えます。このシーンで収まるのは最大 %5 個のモードです</translation>
    </message>
    <message>
        <source>spectrum: the scene has %1 free particles (%2 rows), more than the limit of %3 rows of a spectrum (%4 free particles)</source>
        <translation>スペクトル：シーンの自由な質点は %1 個(%2 行)で、スペクトルの上限 %3 行(自由な質点 %4 個)を超えています</translation>
    </message>
    <message>
        <source>stability: the duration must be a positive number of seconds, got %1</source>
        <translation>安定性：継続時間は正の秒数でなければなりません(値：%1)</translation>
    </message>
    <message>
        <source>stability: the relative tolerance must be at least %1 and below %2, got %3</source>
        <translation>安定性：相対許容誤差は %1 以上 %2 未満でなければなりません(値：%3)</translation>
    </message>
    <message>
        <source>this is an assignment (&quot;%1&quot;), not a scene: open it as an assignment (clothlab-cli solve, File &gt; Open Assignment)</source>
        <translation>これはシーンではなく課題(&quot;%1&quot;)です：課題として開いてください(clothlab-cli solve、ファイル &gt; 課題を開く)</translation>
    </message>
    <message>
        <source>this is a submission (&quot;%1&quot;), not a scene: give it to clothlab-cli grade</source>
        <translation>これはシーンではなく提出物(&quot;%1&quot;)です：clothlab-cli grade に渡してください</translation>
    </message>
    <message>
        <source>the path &quot;%1&quot; is malformed at character %2: write keys joined by &quot;.&quot; and indices in brackets, e.g. %3</source>
        <translation>パス &quot;%1&quot; の %2 文字目が不正です：キーは &quot;.&quot; でつなぎ、添字は角かっこで書きます(例：bodies[0].rows)</translation>
    </message>
    <message>
        <source>the index &quot;%1&quot; in %2 is not a whole number of 0 or more</source>
        <translation>%2 の添字 &quot;%1&quot; は 0 以上の整数ではありません</translation>
    </message>
    <message>
        <source>the run history in %1 is damaged; the run&apos;s timeline cannot show this moment</source>
        <translation>%1 のランの履歴が壊れています。タイムラインはこの時点を表示できません</translation>
    </message>
    <message>
        <source>the timeline&apos;s frame interval must be a positive number of seconds</source>
        <translation>タイムラインのフレーム間隔は正の秒数でなければなりません</translation>
    </message>
    <message>
        <source>cannot write the run history to %1: %2</source>
        <translation>ランの履歴を %1 に書き込めません：%2</translation>
    </message>
    <message>
        <source>frame %1 of the run&apos;s timeline is not kept; the timeline holds frames %2 to %3</source>
        <translation>ランのタイムラインにフレーム %1 は残っていません。残っているのはフレーム %2 から %3 です</translation>
    </message>
    <message>
        <source>cannot read the run history back from %1</source>
        <translation>ランの履歴を %1 から読み戻せません</translation>
    </message>
    <message>
        <source>no run&apos;s timeline holds frame %1</source>
        <translation>フレーム %1 を持つランのタイムラインがありません</translation>
    </message>
</context>
<context>
    <name>CourseworkMenu</name>
    <message>
        <source>Open Assignment</source>
        <translation>課題を開く</translation>
    </message>
    <message>
        <source>Could not open the assignment:
%1</source>
        <translation>課題を開けませんでした：
%1</translation>
    </message>
    <message>
        <source>Hand In</source>
        <translation>提出</translation>
    </message>
    <message>
        <source>Open an assignment first (File ▸ Open Assignment).</source>
        <translation>先に課題を開いてください(ファイル ▸ 課題を開く)。</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>氏名：</translation>
    </message>
    <message>
        <source>Student ID:</source>
        <translation>学生 ID：</translation>
    </message>
    <message>
        <source>ClothLab submissions (*.json)</source>
        <translation>ClothLab 提出物 (*.json)</translation>
    </message>
    <message>
        <source>Could not hand in:
%1</source>
        <translation>提出できませんでした：
%1</translation>
    </message>
    <message>
        <source>ClothLab assignments (*.json)</source>
        <translation>ClothLab 課題 (*.json)</translation>
    </message>
    <message>
        <source>Open &amp;Assignment…</source>
        <translation>課題を開く(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Hand In…</source>
        <translation>提出(&amp;H)…</translation>
    </message>
    <message>
        <source>Open Shipped &amp;Lab</source>
        <translation>同梱の演習を開く(&amp;L)</translation>
    </message>
    <message>
        <source>The submission was handed in, but the report could not be written beside it:
%1</source>
        <translation>提出物は提出されましたが、その横にレポートを書き出せませんでした：
%1</translation>
    </message>
    <message>
        <source>&amp;New Assignment…</source>
        <translation>新しい課題(&amp;N)…</translation>
    </message>
    <message>
        <source>These tasks would not earn their points; the grader will say:
%1

Hand in anyway?</source>
        <translation>次の設問は得点になりません。採点ではこう判定されます：
%1

このまま提出しますか？</translation>
    </message>
    <message>
        <source>Answer to “%1” cleared.</source>
        <translation>「%1」の解答を消去しました。</translation>
    </message>
    <message>
        <source>Answer to “%1” typed: %2</source>
        <translation>「%1」の解答を入力：%2</translation>
    </message>
    <message>
        <source>Task “%1” run with its settings.</source>
        <translation>設問「%1」をその設定で実行しました。</translation>
    </message>
    <message>
        <source>Task “%1” could not be run: %2</source>
        <translation>設問「%1」を実行できませんでした：%2</translation>
    </message>
    <message>
        <source>The analysis of %1 is recorded as the run of its task.</source>
        <translation>%1 の解析をその設問のランとして記録しました。</translation>
    </message>
    <message>
        <source>The analysis of %1 is kept with the submission&apos;s other analyses.</source>
        <translation>%1 の解析は提出物のその他の解析として保存しました。</translation>
    </message>
    <message>
        <source>Assignment “%1” opened (%2).</source>
        <translation>課題「%1」を開きました(%2)。</translation>
    </message>
    <message>
        <source>Handed in: %1
With the report and the Log beside it.</source>
        <translation>提出しました：%1
レポートとログを同じフォルダーに保存しました。</translation>
    </message>
    <message>
        <source>Handed in as %1 by %2 (ID %3), with the report %4.</source>
        <translation>%2(ID %3)が %1 として提出しました(レポート %4 付き)。</translation>
    </message>
    <message>
        <source>Handed in as %1 by %2 (ID %3), without a report.</source>
        <translation>%2(ID %3)が %1 として提出しました(レポートなし)。</translation>
    </message>
    <message>
        <source>The submission was handed in, but the Log could not be written beside it:
%1</source>
        <translation>提出物は提出しましたが、ログを同じフォルダーに書き込めませんでした：
%1</translation>
    </message>
</context>
<context>
    <name>Figure</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません：%2</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 に書き込めません。</translation>
    </message>
    <message>
        <source>Unknown figure format &quot;%1&quot;: use .pdf, .svg or .png.</source>
        <translation>不明な図の形式「%1」です。.pdf、.svg、.png のいずれかを使ってください。</translation>
    </message>
</context>
<context>
    <name>Gallery</name>
    <message>
        <source>Energy terms of the first run.</source>
        <translation>最初のランのエネルギー項。</translation>
    </message>
    <message>
        <source>Energy residual of each run.</source>
        <translation>各ランのエネルギー残差。</translation>
    </message>
    <message>
        <source>RMS trajectory error of each run.</source>
        <translation>各ランの軌道誤差 (RMS)。</translation>
    </message>
    <message>
        <source>Largest structural strain of each run.</source>
        <translation>各ランの構造バネの最大ひずみ。</translation>
    </message>
    <message>
        <source>Solver residual per iteration of the last step.</source>
        <translation>最後のステップの反復ごとのソルバー残差。</translation>
    </message>
</context>
<context>
    <name>IntegratorContact</name>
    <message>
        <source>Contact with obstacles, and cloth self-contact and cloth–cloth contact where the scene turns them on, act once per step dt, after the last internal step: the internal steps see no contact. The work they do is booked as dissipated.</source>
        <translation>障害物との接触、およびシーンで有効にした布の自己接触と布どうしの接触は、時間刻み幅 dt ごとに1回、最後の内部ステップの後に働きます。内部ステップは接触を見ません。接触がする仕事は散逸エネルギーとして記録されます。</translation>
    </message>
    <message>
        <source>Contact with obstacles, and cloth self-contact and cloth–cloth contact where the scene turns them on, act once per step, after the iterations and not inside them, as for every other method, so that the iterations stay those of the method. The work they do is booked as dissipated.</source>
        <translation>障害物との接触、およびシーンで有効にした布の自己接触と布どうしの接触は、ほかのすべての積分法と同じく1ステップに1回、反復の中ではなく反復の後に働きます。そのため反復はこの積分法のものそのままです。接触がする仕事は散逸エネルギーとして記録されます。</translation>
    </message>
    <message>
        <source>Contact with obstacles, and cloth self-contact and cloth–cloth contact where the scene turns them on, act once per step, after the update, on the state it gives. The work they do is booked as dissipated.</source>
        <translation>障害物との接触、およびシーンで有効にした布の自己接触と布どうしの接触は、1ステップに1回、更新の後に、更新で得た状態に対して働きます。接触がする仕事は散逸エネルギーとして記録されます。</translation>
    </message>
</context>
<context>
    <name>IntegratorFamily</name>
    <message>
        <source>Explicit</source>
        <translation>陽的</translation>
    </message>
    <message>
        <source>Symplectic</source>
        <translation>シンプレクティック</translation>
    </message>
    <message>
        <source>Implicit</source>
        <translation>陰的</translation>
    </message>
    <message>
        <source>Constraint-based</source>
        <translation>拘束ベース</translation>
    </message>
</context>
<context>
    <name>IntegratorList</name>
    <message>
        <source>Id on the command line: %1</source>
        <translation>コマンドラインでの ID：%1</translation>
    </message>
</context>
<context>
    <name>IntegratorText</name>
    <message>
        <source>Explicit Euler</source>
        <translation>陽的オイラー法</translation>
    </message>
    <message>
        <source>Symplectic Euler</source>
        <translation>シンプレクティック・オイラー法</translation>
    </message>
    <message>
        <source>Verlet</source>
        <translation>ベルレ積分</translation>
    </message>
    <message>
        <source>Runge–Kutta 2 (midpoint)</source>
        <translation>ルンゲ＝クッタ法(2次、中点法)</translation>
    </message>
    <message>
        <source>Runge–Kutta 4</source>
        <translation>ルンゲ＝クッタ法(4次)</translation>
    </message>
    <message>
        <source>Dormand–Prince RK5(4)</source>
        <translation>ドルマン＝プリンス法 RK5(4)</translation>
    </message>
    <message>
        <source>kᵢ = F(yₙ + h·Σⱼ aᵢⱼ·kⱼ, tₙ + cᵢ·h),  i = 1…7
yₙ₊₁ = yₙ + h·Σ bᵢ·kᵢ (order 5),  error = h·Σ (bᵢ − b̂ᵢ)·kᵢ
h ← h·min(5, max(0.2, 0.9·err^(−1/5)))</source>
        <translation>kᵢ = F(yₙ + h·Σⱼ aᵢⱼ·kⱼ, tₙ + cᵢ·h),  i = 1…7
yₙ₊₁ = yₙ + h·Σ bᵢ·kᵢ (5次),  誤差 = h·Σ (bᵢ − b̂ᵢ)·kᵢ
h ← h·min(5, max(0.2, 0.9·err^(−1/5)))</translation>
    </message>
    <message>
        <source>Tolerance</source>
        <translation>許容誤差</translation>
    </message>
    <message>
        <source>Absolute and relative error allowed per internal step, per component (m, m/s).</source>
        <translation>内部ステップごと、成分ごとに許される絶対誤差と相対誤差(m、m/s)。</translation>
    </message>
    <message>
        <source>Implicit Euler</source>
        <translation>陰的オイラー法</translation>
    </message>
    <message>
        <source>Newton iterations</source>
        <translation>ニュートン反復回数</translation>
    </message>
    <message>
        <source>Newton iterations per step; 1 is the classic linearised step of Baraff and Witkin, more converge to the exact implicit solution.</source>
        <translation>1ステップあたりのニュートン反復回数。1 は Baraff と Witkin の古典的な線形化ステップで、増やすと厳密な陰解法の解に収束します。</translation>
    </message>
    <message>
        <source>CG tolerance</source>
        <translation>CG 許容誤差</translation>
    </message>
    <message>
        <source>Relative residual ‖b − A·δv‖/‖b‖ at which conjugate gradients stop.</source>
        <translation>共役勾配法を止める相対残差 ‖b − A·δv‖/‖b‖。</translation>
    </message>
    <message>
        <source>CG max iterations</source>
        <translation>CG 最大反復回数</translation>
    </message>
    <message>
        <source>Upper limit of conjugate gradient iterations per Newton iteration.</source>
        <translation>ニュートン反復1回あたりの共役勾配法の反復回数の上限。</translation>
    </message>
    <message>
        <source>BDF2</source>
        <translation>2段階後退差分法(BDF2)</translation>
    </message>
    <message>
        <source>x̂ = (4xₙ − xₙ₋₁)/3,  v̂ = (4vₙ − vₙ₋₁)/3
xₙ₊₁ = x̂ + 2/3·dt·vₙ₊₁
M·(vₙ₊₁ − v̂) = 2/3·dt·f(xₙ₊₁, vₙ₊₁, tₙ₊₁)</source>
        <translation>x̂ = (4xₙ − xₙ₋₁)/3,  v̂ = (4vₙ − vₙ₋₁)/3
xₙ₊₁ = x̂ + 2/3·dt·vₙ₊₁
M·(vₙ₊₁ − v̂) = 2/3·dt·f(xₙ₊₁, vₙ₊₁, tₙ₊₁)</translation>
    </message>
    <message>
        <source>Newton iterations per step; more converge to the exact BDF2 solution.</source>
        <translation>1ステップあたりのニュートン反復回数。増やすと厳密な BDF2 の解に収束します。</translation>
    </message>
    <message>
        <source>Projective dynamics</source>
        <translation>プロジェクティブ・ダイナミクス</translation>
    </message>
    <message>
        <source>y = xₙ + dt·vₙ + dt²·M⁻¹·f_ext
local: ω·dₛ = w·(l − (k/w)·(l − L))·n + (c/dt)·pₙ + c·(I − n·nᵀ)·v_rel
global: (M/dt² + c_air/dt + Σ ωₛ·AₛᵀAₛ)·x = M/dt²·(xₙ + dt·vₙ) + f_ext + Σ ωₛ·Aₛᵀdₛ
vₙ₊₁ = (xₙ₊₁ − xₙ)/dt</source>
        <translation>y = xₙ + dt·vₙ + dt²·M⁻¹·f_ext
ローカル：ω·dₛ = w·(l − (k/w)·(l − L))·n + (c/dt)·pₙ + c·(I − n·nᵀ)·v_rel
グローバル：(M/dt² + c_air/dt + Σ ωₛ·AₛᵀAₛ)·x = M/dt²·(xₙ + dt·vₙ) + f_ext + Σ ωₛ·Aₛᵀdₛ
vₙ₊₁ = (xₙ₊₁ − xₙ)/dt</translation>
    </message>
    <message>
        <source>Iterations</source>
        <translation>反復回数</translation>
    </message>
    <message>
        <source>Local/global iterations per step; more converge to the implicit Euler solution.</source>
        <translation>1ステップあたりのローカル/グローバル反復回数。増やすと陰的オイラー解に収束します。</translation>
    </message>
    <message>
        <source>Chebyshev-accelerated implicit Euler</source>
        <translation>チェビシェフ加速付き陰的オイラー法</translation>
    </message>
    <message>
        <source>Accelerated gradient-descent iterations per step (R5: 32).</source>
        <translation>1ステップあたりの加速勾配降下法の反復回数(R5：32)。</translation>
    </message>
    <message>
        <source>Spectral radius ρ</source>
        <translation>スペクトル半径 ρ</translation>
    </message>
    <message>
        <source>Assumed spectral radius of the Jacobi iteration (R5: 0.995); too small diverges, too large converges slowly.</source>
        <translation>ヤコビ反復の仮定するスペクトル半径(R5：0.995)。小さすぎると発散し、大きすぎると収束が遅くなります。</translation>
    </message>
    <message>
        <source>Position-based dynamics (Verlet + relaxation)</source>
        <translation>位置ベース動力学(PBD、ベルレ積分＋緩和)</translation>
    </message>
    <message>
        <source>Relaxation sweeps</source>
        <translation>緩和スイープ数</translation>
    </message>
    <message>
        <source>Sweeps over all springs per step (R1&apos;s RelaxationCount).</source>
        <translation>1ステップあたりの全バネのスイープ数(R1 の RelaxationCount)。</translation>
    </message>
    <message>
        <source>Structural stretch factor</source>
        <translation>構造バネの伸び係数</translation>
    </message>
    <message>
        <source>Structural shrink factor</source>
        <translation>構造バネの縮み係数</translation>
    </message>
    <message>
        <source>Shear stretch factor</source>
        <translation>せん断バネの伸び係数</translation>
    </message>
    <message>
        <source>Shear shrink factor</source>
        <translation>せん断バネの縮み係数</translation>
    </message>
    <message>
        <source>Bending stretch factor</source>
        <translation>曲げバネの伸び係数</translation>
    </message>
    <message>
        <source>Bending shrink factor</source>
        <translation>曲げバネの縮み係数</translation>
    </message>
    <message>
        <source>Extended position-based dynamics (XPBD)</source>
        <translation>拡張位置ベース動力学(XPBD)</translation>
    </message>
    <message>
        <source>hₛ = h/S;  per substep: v* = v + hₛ·M⁻¹·f_ext,  x* = x + hₛ·v*,  λ = 0
N iterations, each spring: Δλ = (−C − α̃·λ)/(w_a + w_b + α̃),  λ += Δλ
x_b += w_b·Δλ·n,  x_a −= w_a·Δλ·n,  α̃ = 1/(k·hₛ²)
v = (x* − x)/hₛ,  x = x*</source>
        <translation>hₛ = h/S;  各サブステップ：v* = v + hₛ·M⁻¹·f_ext,  x* = x + hₛ·v*,  λ = 0
N 回の反復、各バネ：Δλ = (−C − α̃·λ)/(w_a + w_b + α̃),  λ += Δλ
x_b += w_b·Δλ·n,  x_a −= w_a·Δλ·n,  α̃ = 1/(k·hₛ²)
v = (x* − x)/hₛ,  x = x*</translation>
    </message>
    <message>
        <source>Substeps</source>
        <translation>サブステップ数</translation>
    </message>
    <message>
        <source>Substeps S per frame step; each repeats prediction and iterations with h/S.</source>
        <translation>フレームステップあたりのサブステップ数 S。各サブステップで h/S を使って予測と反復を繰り返します。</translation>
    </message>
    <message>
        <source>Gauss–Seidel iterations over all springs per substep.</source>
        <translation>サブステップあたりの全バネのガウス＝ザイデル反復回数。</translation>
    </message>
    <message>
        <source>Velocity-level spring constraints</source>
        <translation>速度レベルのバネ拘束</translation>
    </message>
    <message>
        <source>Relaxation coefficient</source>
        <translation>緩和係数</translation>
    </message>
    <message>
        <source>Fraction of a stiff spring&apos;s predicted error removed per iteration (R2&apos;s k).</source>
        <translation>硬いバネの予測誤差のうち、1回の反復で取り除く割合(R2 の k)。</translation>
    </message>
    <message>
        <source>Sweeps over all springs per step (R2: 1 floppy, 3–5 good, 20 almost rigid).</source>
        <translation>1ステップあたりの全バネのスイープ数(R2：1 ふにゃふにゃ、3〜5 良好、20 ほぼ剛体)。</translation>
    </message>
    <message>
        <source>Forward Euler: positions and velocities both advance with the derivatives of the start of the step. First order, not symplectic: for an undamped spring the energy grows by a factor (1 + ω²·dt²) every step, so it is unstable for any dt without damping. Used by the R3 and R4 reference systems. Uses the stiffness table as is (k⁺, k⁻, c). Solids: orientations q and angular velocities Ω advance the same way, with the torques of the angle springs (q then renormalised).</source>
        <translation>前進オイラー法：位置と速度の両方をステップ開始時の導関数で進めます。1次精度で、シンプレクティックではありません。減衰のないバネではエネルギーが毎ステップ (1 + ω²·dt²) 倍に増えるため、減衰がなければどの dt でも不安定です。参照系 R3 と R4 で使われています。剛性表をそのまま使います(k⁺、k⁻、c)。固体：姿勢 q と角速度 Ω も、角度バネのトルクを使って同じように進めます(その後 q を正規化し直します)。</translation>
    </message>
    <message>
        <source>xₙ₊₁ = xₙ + dt·vₙ
vₙ₊₁ = vₙ + dt·M⁻¹·f(xₙ, vₙ, tₙ)
qₙ₊₁ = qₙ + dt·½(0, Ωₙ)⊗qₙ,  Ωₙ₊₁ = Ωₙ + dt·I⁻¹·τₙ</source>
        <translation>xₙ₊₁ = xₙ + dt·vₙ
vₙ₊₁ = vₙ + dt·M⁻¹·f(xₙ, vₙ, tₙ)
qₙ₊₁ = qₙ + dt·½(0, Ωₙ)⊗qₙ,  Ωₙ₊₁ = Ωₙ + dt·I⁻¹·τₙ</translation>
    </message>
    <message>
        <source>Semi-implicit Euler: the velocity is advanced first with the forces of the start of the step, then the position with the new velocity. First order and symplectic: without damping the energy oscillates around its true value instead of drifting. Stable for an undamped spring while dt &lt; 2/ω. Uses the stiffness table as is (k⁺, k⁻, c). Solids: the angular velocity is kicked by the angle springs&apos; torques, then the orientation turned exactly by dt·Ωₙ₊₁.</source>
        <translation>半陰的オイラー法：まずステップ開始時の力で速度を進め、次に新しい速度で位置を進めます。1次精度でシンプレクティック：減衰がなければエネルギーはドリフトせず、真の値の周りで振動します。減衰のないバネでは dt &lt; 2/ω の間安定です。剛性表をそのまま使います(k⁺、k⁻、c)。固体：角度バネのトルクで角速度にキックを与え、その後、姿勢を dt·Ωₙ₊₁ だけ厳密に回転させます。</translation>
    </message>
    <message>
        <source>vₙ₊₁ = vₙ + dt·M⁻¹·f(xₙ, vₙ, tₙ)
xₙ₊₁ = xₙ + dt·vₙ₊₁
Ωₙ₊₁ = Ωₙ + dt·I⁻¹·τₙ,  qₙ₊₁ = exp(dt·Ωₙ₊₁)⊗qₙ</source>
        <translation>vₙ₊₁ = vₙ + dt·M⁻¹·f(xₙ, vₙ, tₙ)
xₙ₊₁ = xₙ + dt·vₙ₊₁
Ωₙ₊₁ = Ωₙ + dt·I⁻¹·τₙ,  qₙ₊₁ = exp(dt·Ωₙ₊₁)⊗qₙ</translation>
    </message>
    <message>
        <source>Position Verlet, xₙ₊₁ = 2xₙ − xₙ₋₁ + dt²·aₙ, started at second order (x₋₁ = x₀ − dt·v₀ + ½dt²·a₀). It is run in its equivalent velocity form so that the velocity needed by damping, drag and the energy diagnostics is second-order accurate too; positions are identical to the two-step form when forces do not depend on velocity. Second order and symplectic without damping; stable for an undamped spring while dt &lt; 2/ω. Velocity-dependent forces in the second half-kick use the half-step velocity. This is R1&apos;s integrator without its constraint relaxation. Uses the stiffness table as is (k⁺, k⁻, c). Solids: the angular velocity gets the same two half-kicks from the angle springs&apos; torques and the orientation is turned exactly by dt·Ωₙ₊½ (second order).</source>
        <translation>位置ベルレ法 xₙ₊₁ = 2xₙ − xₙ₋₁ + dt²·aₙ を2次精度で開始します(x₋₁ = x₀ − dt·v₀ + ½dt²·a₀)。等価な速度形式で実行するため、減衰・空気抵抗・エネルギー診断に必要な速度も2次精度になります。力が速度に依存しないとき、位置は2段階形式と一致します。減衰がなければ2次精度でシンプレクティック。減衰のないバネでは dt &lt; 2/ω の間安定です。後半のキックでは、速度に依存する力に半ステップの速度を使います。R1 の積分法から拘束の緩和を除いたものです。剛性表をそのまま使います(k⁺、k⁻、c)。固体：角速度にも角度バネのトルクによる同じ2回の半キックを与え、姿勢を dt·Ωₙ₊½ だけ厳密に回転させます(2次精度)。</translation>
    </message>
    <message>
        <source>vₙ₊½ = vₙ + ½dt·M⁻¹·f(xₙ, vₙ, tₙ)
xₙ₊₁ = xₙ + dt·vₙ₊½
vₙ₊₁ = vₙ₊½ + ½dt·M⁻¹·f(xₙ₊₁, vₙ₊½, tₙ₊₁)
Ωₙ₊½ = Ωₙ + ½dt·I⁻¹·τₙ,  qₙ₊₁ = exp(dt·Ωₙ₊½)⊗qₙ,  Ωₙ₊₁ = Ωₙ₊½ + ½dt·I⁻¹·τₙ₊₁</source>
        <translation>vₙ₊½ = vₙ + ½dt·M⁻¹·f(xₙ, vₙ, tₙ)
xₙ₊₁ = xₙ + dt·vₙ₊½
vₙ₊₁ = vₙ₊½ + ½dt·M⁻¹·f(xₙ₊₁, vₙ₊½, tₙ₊₁)
Ωₙ₊½ = Ωₙ + ½dt·I⁻¹·τₙ,  qₙ₊₁ = exp(dt·Ωₙ₊½)⊗qₙ,  Ωₙ₊₁ = Ωₙ₊½ + ½dt·I⁻¹·τₙ₊₁</translation>
    </message>
    <message>
        <source>Explicit midpoint rule: a half step with the start derivatives, then the full step with the derivatives at the midpoint. Second order, not symplectic: without damping its energy slowly grows. Two force evaluations per step. Used by the R3 reference system. Uses the stiffness table as is (k⁺, k⁻, c). Solids: orientations and angular velocities go through the same two stages (q renormalised at the end).</source>
        <translation>陽的中点法：開始時の導関数で半ステップ進め、中点での導関数で1ステップ全体を進めます。2次精度で、シンプレクティックではありません：減衰がなければエネルギーはゆっくり増えます。1ステップあたり力の評価は2回。参照系 R3 で使われています。剛性表をそのまま使います(k⁺、k⁻、c)。固体：姿勢と角速度も同じ2段階を経ます(最後に q を正規化し直します)。</translation>
    </message>
    <message>
        <source>x½ = xₙ + ½dt·vₙ,  v½ = vₙ + ½dt·M⁻¹·f(xₙ, vₙ, tₙ)
xₙ₊₁ = xₙ + dt·v½
vₙ₊₁ = vₙ + dt·M⁻¹·f(x½, v½, tₙ + ½dt)
(q, Ω) likewise with q̇ = ½(0, Ω)⊗q, Ω̇ = I⁻¹·τ</source>
        <translation>x½ = xₙ + ½dt·vₙ,  v½ = vₙ + ½dt·M⁻¹·f(xₙ, vₙ, tₙ)
xₙ₊₁ = xₙ + dt·v½
vₙ₊₁ = vₙ + dt·M⁻¹·f(x½, v½, tₙ + ½dt)
(q, Ω) も q̇ = ½(0, Ω)⊗q, Ω̇ = I⁻¹·τ で同様</translation>
    </message>
    <message>
        <source>The classic fourth-order Runge–Kutta method: four force evaluations per step combined with weights 1/6, 1/3, 1/3, 1/6. Fourth order and very accurate at small dt, but not symplectic, and explicit: its stability limit for an undamped spring is dt &lt; 2.83/ω. Used by the R3 reference system. Uses the stiffness table as is (k⁺, k⁻, c). Solids: orientations and angular velocities are part of the state y and go through the four stages (q renormalised at the end), so the method stays fourth order.</source>
        <translation>古典的な4次ルンゲ＝クッタ法：1ステップで4回力を評価し、重み 1/6、1/3、1/3、1/6 で組み合わせます。4次精度で小さな dt では非常に正確ですが、シンプレクティックではなく陽解法です：減衰のないバネの安定限界は dt &lt; 2.83/ω。参照系 R3 で使われています。剛性表をそのまま使います(k⁺、k⁻、c)。固体：姿勢と角速度も状態 y に含まれて4つの段階を経る(最後に q を正規化し直します)ので、方法は4次精度のままです。</translation>
    </message>
    <message>
        <source>k₁ = F(yₙ, tₙ),  k₂ = F(yₙ + ½dt·k₁, tₙ + ½dt)
k₃ = F(yₙ + ½dt·k₂, tₙ + ½dt),  k₄ = F(yₙ + dt·k₃, tₙ + dt)
yₙ₊₁ = yₙ + dt/6·(k₁ + 2k₂ + 2k₃ + k₄),  y = (x, v[, q, Ω]),  F = (v, M⁻¹f[, ½(0, Ω)⊗q, I⁻¹τ])</source>
        <translation>k₁ = F(yₙ, tₙ),  k₂ = F(yₙ + ½dt·k₁, tₙ + ½dt)
k₃ = F(yₙ + ½dt·k₂, tₙ + ½dt),  k₄ = F(yₙ + dt·k₃, tₙ + dt)
yₙ₊₁ = yₙ + dt/6·(k₁ + 2k₂ + 2k₃ + k₄),  y = (x, v[, q, Ω]),  F = (v, M⁻¹f[, ½(0, Ω)⊗q, I⁻¹τ])</translation>
    </message>
    <message>
        <source>Backward Euler solved by Newton&apos;s method on the new velocity, as in Baraff and Witkin (1998): each Newton iteration assembles A = M − dt·∂f/∂v − dt²·∂f/∂x in 3×3 blocks with the sparsity of the springs and solves it by Jacobi-preconditioned conjugate gradients. The first iteration linearises the forces at the start of the step, so one iteration is the classic linearised step; more iterations converge to the exact backward Euler solution. First order, L-stable: bounded for any dt, with strong numerical damping of fast motion. Pinned particles are filtered out of the system. Stiffness table: the residual uses k⁺, k⁻ and c exactly; the matrix takes k⁺ or k⁻ by the sign of each spring&apos;s extension at the current iterate, clamps the transverse term (1 − L/l) of compressed springs at 0 so that it stays positive definite, and leaves out the non-symmetric position derivative of spring damping; these slow Newton&apos;s convergence, not its limit. Diagnostics: Newton iterations, CG iterations summed over the step, and the Newton residual ‖M·(vₙ₊₁ − vₙ) − dt·f‖ (N·s) after each iteration. Solids: the angle springs enter the Newton system with the orientations held at qₙ (they are linear in the positions then); the orientations follow in a split stage, a linearly implicit Euler step per particle at the new positions.</source>
        <translation>新しい速度についてニュートン法で解く後退オイラー法(Baraff と Witkin 1998 と同じ)：ニュートン反復ごとに A = M − dt·∂f/∂v − dt²·∂f/∂x をバネの疎構造を持つ 3×3 ブロックで組み立て、ヤコビ前処理付き共役勾配法で解きます。最初の反復はステップ開始時の力で線形化するので、1回の反復は古典的な線形化ステップです。反復を増やすと厳密な後退オイラー解に収束します。1次精度で L 安定：どの dt でも有界で、速い運動を強く数値減衰させます。固定された質点は系から除かれます。剛性表：残差は k⁺、k⁻、c を厳密に使います。行列は現在の反復での各バネの伸びの符号により k⁺ か k⁻ を取り、正定値を保つため圧縮されたバネの横方向の項 (1 − L/l) を 0 で打ち切り、バネ減衰の非対称な位置微分を省きます。これらはニュートン法の収束を遅くしますが、収束先は変えません。診断：ニュートン反復回数、ステップ全体の CG 反復回数の合計、各反復後のニュートン残差 ‖M·(vₙ₊₁ − vₙ) − dt·f‖(N·s)。固体：角度バネは、姿勢を qₙ に固定したままニュートン法の連立方程式に入ります(このとき位置について線形です)。姿勢はそのあと分離した段階で、新しい位置における質点ごとの線形陰的オイラーステップにより更新します。</translation>
    </message>
    <message>
        <source>xₙ₊₁ = xₙ + dt·vₙ₊₁
M·(vₙ₊₁ − vₙ) = dt·f(xₙ₊₁, vₙ₊₁, tₙ₊₁)
Newton: (M − dt·∂f/∂v − dt²·∂f/∂x)·δv = dt·f − M·(v − vₙ) [+ dt²·∂f/∂x·vₙ at the first]
solids: (I − dt²·∂τ/∂θ)·Ωₙ₊₁ = I·Ωₙ + dt·τ(xₙ₊₁, qₙ),  qₙ₊₁ = exp(dt·Ωₙ₊₁)⊗qₙ</source>
        <translation>xₙ₊₁ = xₙ + dt·vₙ₊₁
M·(vₙ₊₁ − vₙ) = dt·f(xₙ₊₁, vₙ₊₁, tₙ₊₁)
ニュートン法：(M − dt·∂f/∂v − dt²·∂f/∂x)·δv = dt·f − M·(v − vₙ) [最初の反復では + dt²·∂f/∂x·vₙ]
固体：(I − dt²·∂τ/∂θ)·Ωₙ₊₁ = I·Ωₙ + dt·τ(xₙ₊₁, qₙ),  qₙ₊₁ = exp(dt·Ωₙ₊₁)⊗qₙ</translation>
    </message>
    <message>
        <source>Macklin, Müller and Chentanez (2016): PBD with compliance, so that the result no longer depends on the iteration count. Each spring is a constraint C = l − L with compliance α = 1/k (k = k⁺ or k⁻ by the sign of C, taken at the current iterate) and a Lagrange multiplier λ that accumulates over the Gauss–Seidel iterations of a substep and is reset at the next: Δλ = (−C − α̃·λ)/(W + α̃), α̃ = α/h². Converged, one substep solves the implicit Euler equations of the elastic springs (up to XPBD&apos;s frozen-gradient approximation), so it approaches implicit-euler as iterations grow; with few iterations the cloth is softer, not stiffer. A kind with k = 0 imposes nothing. Gravity and air drag act on the predicted velocities (drag implicitly); spring damping c is applied implicitly along each spring to the predicted velocities, u&apos; = u/(1 + h·c·W), instead of the paper&apos;s β term. First order, stable for any dt. Does not model orientations: refuses scenes with solids (use velocity-constraints).</source>
        <translation>Macklin、Müller、Chentanez(2016)：コンプライアンス付きの PBD で、結果が反復回数に依存しなくなります。各バネはコンプライアンス α = 1/k(k は現在の反復での C の符号により k⁺ または k⁻)を持つ拘束 C = l − L で、ラグランジュ乗数 λ はサブステップ内のガウス＝ザイデル反復で累積し、次のサブステップでリセットされます：Δλ = (−C − α̃·λ)/(W + α̃)、α̃ = α/h²。収束すると、1サブステップは弾性バネの陰的オイラー方程式を解くので(XPBD の勾配固定近似の範囲で)、反復を増やすと陰的オイラー法に近づきます。反復が少ないと布は硬くなるのではなく柔らかくなります。k = 0 の種類は何も課しません。重力と空気抵抗は予測速度に働きます(空気抵抗は陰的)。バネ減衰 c は論文の β 項の代わりに、各バネに沿って予測速度に陰的に適用します(u&apos; = u/(1 + h·c·W))。1次精度で、どの dt でも安定です。姿勢は扱いません：固体を含むシーンは受け付けません(速度レベルのバネ拘束を使ってください)。</translation>
    </message>
    <message>
        <source>v* = vₙ + h·M⁻¹·f_ext
N iterations, each spring: C = |x_b + h·v*_b − x_a − h·v*_a| − L
v*_b −= (w_b/W)·r·C/h·n,  v*_a += (w_a/W)·r·C/h·n,  r = relaxation·κ/(1 + κ)
each angle spring, both ends: C = x_b + h·v*_b − x_a − h·v*_a − a − h·Ω_a × a,  a = R_a·r_ab,  P = K⁻¹·r·C/h
each contact: C = |x_b + h·v*_b − x_a − h·v*_a| − 2ρ &lt; 0 removed along n
vₙ₊₁ = v*,  xₙ₊₁ = xₙ + h·vₙ₊₁,  qₙ₊₁ = exp(h·Ωₙ₊₁)⊗qₙ</source>
        <translation>v* = vₙ + h·M⁻¹·f_ext
N 回の反復、各バネ：C = |x_b + h·v*_b − x_a − h·v*_a| − L
v*_b −= (w_b/W)·r·C/h·n,  v*_a += (w_a/W)·r·C/h·n,  r = relaxation·κ/(1 + κ)
各角度バネ、両端：C = x_b + h·v*_b − x_a − h·v*_a − a − h·Ω_a × a,  a = R_a·r_ab,  P = K⁻¹·r·C/h
各接触：C = |x_b + h·v*_b − x_a − h·v*_a| − 2ρ &lt; 0 を n 方向に除去
vₙ₊₁ = v*,  xₙ₊₁ = xₙ + h·vₙ₊₁,  qₙ₊₁ = exp(h·Ωₙ₊₁)⊗qₙ</translation>
    </message>
    <message>
        <source>Local/global solver for backward Euler (Liu et al., &quot;Fast simulation of mass-spring systems&quot;, 2013): each iteration sets a target vector per spring from its current direction (local step), then solves one linear system whose matrix M/dt² + c_air/dt + Σ ω·AᵀA does not change, factorised once by sparse Cholesky and refactorised only when the springs, masses, pins, stiffness, air drag or dt change (global step, the three coordinates share the factor). Iterations converge linearly to the implicit-euler solution of the step; with few iterations the cloth is softer than its stiffness table. First order and unconditionally stable. Stiffness table: a spring&apos;s matrix weight is ω = max(k⁺, k⁻) + c/dt; the target length l − (k/max(k⁺, k⁻))·(l − L) honours the stiffness k⁺ or k⁻ of the current extension exactly at convergence (it is Liu et al.&apos;s rest-length projection for the stiffer branch); damping c is implicit along the whole relative motion in the matrix, with a lagged correction that removes its transverse part, so at convergence it acts along the spring only. Gravity and wind are external forces; air drag is implicit. Diagnostics: iterations and the position change ‖xₖ₊₁ − xₖ‖ (m) after each iteration. It refuses scenes with solids: angle springs and orientations are not part of its local/global split.</source>
        <translation>後退オイラー法のローカル/グローバル解法(Liu ら「Fast simulation of mass-spring systems」2013)：各反復で、バネごとに現在の向きから目標ベクトルを定め(ローカルステップ)、行列 M/dt² + c_air/dt + Σ ω·AᵀA が変わらない線形系を1つ解きます。この行列は疎コレスキー分解で一度だけ分解し、バネ・質量・固定・剛性・空気抵抗・dt が変わったときにだけ再分解します(グローバルステップ、3つの座標で分解を共有)。反復はステップの陰的オイラー解に線形収束します。反復が少ないと布は剛性表より柔らかくなります。1次精度で無条件安定。剛性表：バネの行列の重みは ω = max(k⁺, k⁻) + c/dt。目標長 l − (k/max(k⁺, k⁻))·(l − L) は、収束時に現在の伸びの剛性 k⁺ または k⁻ を厳密に守ります(硬い側に対する Liu らの自然長への射影)。減衰 c は行列の中で相対運動全体に陰的に働き、遅れた補正でその横方向成分を取り除くので、収束時にはバネ方向にのみ働きます。重力と風は外力、空気抵抗は陰的です。診断：反復回数と各反復後の位置の変化 ‖xₖ₊₁ − xₖ‖(m)。固体を含むシーンは扱えません：角度バネと姿勢はローカル/グローバル分割に含まれません。</translation>
    </message>
    <message>
        <source>x̂ = xₙ + h·v*,  v* = M̃⁻¹(M·vₙ + h·(M·g + c_air·w)),  M̃ = M + h·c_air
Φ(x) = ½/h²·‖x − x̂‖²_M̃ + E(x) + Σ c/(2h)·(n·(Δx_b − Δx_a))²
x⁽⁰⁾ = x̂ (prediction) or xₙ (previous, R5)
x⁽ᵏ⁺¹⁾ = ωₖ·(x⁽ᵏ⁾ − D⁻¹·∇Φ(x⁽ᵏ⁾)) + (1 − ωₖ)·x⁽ᵏ⁻¹⁾,  D = M̃/h² + Σ (k + c/h)
ω₁ = 1,  ω₂ = 2/(2 − ρ²),  ωₖ = 4/(4 − ρ²·ωₖ₋₁)
vₙ₊₁ = (x − xₙ)/h,  xₙ₊₁ = x</source>
        <translation>x̂ = xₙ + h·v*,  v* = M̃⁻¹(M·vₙ + h·(M·g + c_air·w)),  M̃ = M + h·c_air
Φ(x) = ½/h²·‖x − x̂‖²_M̃ + E(x) + Σ c/(2h)·(n·(Δx_b − Δx_a))²
x⁽⁰⁾ = x̂ (予測) または xₙ (前の位置, R5)
x⁽ᵏ⁺¹⁾ = ωₖ·(x⁽ᵏ⁾ − D⁻¹·∇Φ(x⁽ᵏ⁾)) + (1 − ωₖ)·x⁽ᵏ⁻¹⁾,  D = M̃/h² + Σ (k + c/h)
ω₁ = 1,  ω₂ = 2/(2 − ρ²),  ωₖ = 4/(4 − ρ²·ωₖ₋₁)
vₙ₊₁ = (x − xₙ)/h,  xₙ₊₁ = x</translation>
    </message>
    <message>
        <source>Iteration start</source>
        <translation>反復の開始点</translation>
    </message>
    <message>
        <source>0: the prediction x̂ = xₙ + h·v* (ClothLab); 1: the previous positions xₙ (R5).</source>
        <translation>0：予測 x̂ = xₙ + h·v*(ClothLab)、1：前の位置 xₙ(R5)。</translation>
    </message>
    <message>
        <source>Preconditioner</source>
        <translation>前処理</translation>
    </message>
    <message>
        <source>0: degree, m̃/h² + Σ incident k (ClothLab); 1: article, m̃/h² + 4·k (R5).</source>
        <translation>0：次数に応じた m̃/h² + Σ 接続するバネの k(ClothLab)、1：記事どおりの m̃/h² + 4·k(R5)。</translation>
    </message>
    <message>
        <source>v* = vₙ + h·M⁻¹·f_ext,  x* = xₙ + h·v*
N sweeps, each spring: Δ = σ·(l − L)·n,  x_a += (w_a/W)·Δ,  x_b −= (w_b/W)·Δ
σ = φ·min(1, ½·k·h²·W),  W = w_a + w_b,  n = (x_b − x_a)/l
R1: σ = φ·½·k·h²·W/n_free,  a_ext·h² → r·a_ext·h²/2
vₙ₊₁ = (x* − xₙ)/h,  xₙ₊₁ = x*</source>
        <translation>v* = vₙ + h·M⁻¹·f_ext,  x* = xₙ + h·v*
N 回のスイープ、各バネ：Δ = σ·(l − L)·n,  x_a += (w_a/W)·Δ,  x_b −= (w_b/W)·Δ
σ = φ·min(1, ½·k·h²·W),  W = w_a + w_b,  n = (x_b − x_a)/l
R1: σ = φ·½·k·h²·W/n_free,  a_ext·h² → r·a_ext·h²/2
vₙ₊₁ = (x* − xₙ)/h,  xₙ₊₁ = x*</translation>
    </message>
    <message>
        <source>φ of structural springs longer than rest (R1&apos;s structural &quot;Shrink&quot;).</source>
        <translation>自然長より長い構造バネの φ(R1 の構造バネの「Shrink」)。</translation>
    </message>
    <message>
        <source>φ of structural springs shorter than rest (R1&apos;s structural &quot;Stretch&quot;).</source>
        <translation>自然長より短い構造バネの φ(R1 の構造バネの「Stretch」)。</translation>
    </message>
    <message>
        <source>φ of shear springs longer than rest (R1&apos;s shear &quot;Shrink&quot;).</source>
        <translation>自然長より長いせん断バネの φ(R1 のせん断バネの「Shrink」)。</translation>
    </message>
    <message>
        <source>φ of shear springs shorter than rest (R1&apos;s shear &quot;Stretch&quot;).</source>
        <translation>自然長より短いせん断バネの φ(R1 のせん断バネの「Stretch」)。</translation>
    </message>
    <message>
        <source>φ of bending springs longer than rest (R1&apos;s bending &quot;Shrink&quot;).</source>
        <translation>自然長より長い曲げバネの φ(R1 の曲げバネの「Shrink」)。</translation>
    </message>
    <message>
        <source>φ of bending springs shorter than rest (R1&apos;s bending &quot;Stretch&quot;).</source>
        <translation>自然長より短い曲げバネの φ(R1 の曲げバネの「Stretch」)。</translation>
    </message>
    <message>
        <source>Relaxation split</source>
        <translation>緩和量の配分</translation>
    </message>
    <message>
        <source>0: σ per spring from ½·k·h²·W, each end moved by its share (ClothLab); 1: one move (l − L)·k·h²/2m̄ divided between the ends (R1).</source>
        <translation>0：バネごとに ½·k·h²·W から σ を求め、各端をその取り分だけ動かす(ClothLab)、1：1つの移動量 (l − L)·k·h²/2m̄ を両端で分け合う(R1)。</translation>
    </message>
    <message>
        <source>Clamp</source>
        <translation>打ち切り</translation>
    </message>
    <message>
        <source>1: σ ≤ φ, engaged when ½·k·h²·W ≥ 1 (ClothLab); 0: no clamp (R1, diverges there).</source>
        <translation>1：σ ≤ φ、½·k·h²·W ≥ 1 のときに働く(ClothLab)、0：打ち切りなし(R1、そこで発散)。</translation>
    </message>
    <message>
        <source>Sweep order</source>
        <translation>スイープの順序</translation>
    </message>
    <message>
        <source>0: colour order (ClothLab, faster); 1: the scene&apos;s spring list (R1).</source>
        <translation>0：色分けの順(ClothLab、高速)、1：シーンのバネのリストの順(R1)。</translation>
    </message>
    <message>
        <source>Gravity step</source>
        <translation>重力の加え方</translation>
    </message>
    <message>
        <source>0: Verlet, x* gets h²·g (ClothLab); 1: R1, x* gets r·g·h²/2 with r the velocity retention.</source>
        <translation>0：ベルレ積分、x* に h²·g を加える(ClothLab)、1：R1、x* に r·g·h²/2 を加える(r は速度保持率)。</translation>
    </message>
    <message>
        <source>Gravity divided by mass</source>
        <translation>重力を質量で割る</translation>
    </message>
    <message>
        <source>1: R1&apos;s defect, the gravity step divided by the point mass in kg; 0: not (ClothLab).</source>
        <translation>1：R1 の不具合、重力の項を質点の質量(kg)で割る、0：割らない(ClothLab)。</translation>
    </message>
    <message>
        <source>Heun (explicit trapezoidal)</source>
        <translation>ホイン法(陽的台形則)</translation>
    </message>
    <message>
        <source>Heun&apos;s method, the explicit trapezoidal rule: an explicit Euler predictor, then the average of the derivatives at the start and at the predicted end. Second order, not symplectic: like rk2, its energy slowly grows without damping, and it has the same stability region (|1 + z + z²/2| ≤ 1), so for an undamped spring it is unstable for any dt and only damping keeps it bounded. Two force evaluations per step. Uses the stiffness table as is (k⁺, k⁻, c). Solids: orientations and angular velocities go through the same two stages (q renormalised at the end).</source>
        <translation>ホイン法、すなわち陽的台形則：陽的オイラー法で予測し、ステップ開始時と予測した終了時の導関数の平均で進めます。2次精度でシンプレクティックではありません。rk2 と同様に減衰がないとエネルギーがゆっくり増え、安定領域も同じ (|1 + z + z²/2| ≤ 1) なので、減衰のないバネではどの dt でも不安定で、有界に保つのは減衰だけです。1ステップあたり力の評価は2回。剛性表をそのまま使います (k⁺、k⁻、c)。固体：姿勢と角速度も同じ2段を通ります(q は最後に正規化し直す)。</translation>
    </message>
    <message>
        <source>k₁ = F(yₙ, tₙ),  k₂ = F(yₙ + dt·k₁, tₙ + dt)
yₙ₊₁ = yₙ + ½dt·(k₁ + k₂),  y = (x, v[, q, Ω]),  F = (v, M⁻¹f[, ½(0, Ω)⊗q, I⁻¹τ])</source>
        <translation>k₁ = F(yₙ, tₙ),  k₂ = F(yₙ + dt·k₁, tₙ + dt)
yₙ₊₁ = yₙ + ½dt·(k₁ + k₂),  y = (x, v[, q, Ω]),  F = (v, M⁻¹f[, ½(0, Ω)⊗q, I⁻¹τ])</translation>
    </message>
    <message>
        <source>Runge–Kutta 3 (Kutta)</source>
        <translation>ルンゲ＝クッタ法(3次、クッタ)</translation>
    </message>
    <message>
        <source>Kutta&apos;s third-order method (1901): three force evaluations per step, weights 1/6, 4/6, 1/6 as in Simpson&apos;s rule. Third order, not symplectic. Its stability region |1 + z + z²/2 + z³/6| ≤ 1 contains a piece of the imaginary axis, |ω·dt| ≤ √3, so unlike the second-order Runge–Kutta methods it keeps an undamped spring bounded for small dt, with slow numerical damping. Uses the stiffness table as is (k⁺, k⁻, c). Solids: orientations and angular velocities go through the three stages (q renormalised at the end).</source>
        <translation>クッタの3次法(1901)：1ステップあたり力の評価は3回、重みはシンプソン則と同じ 1/6、4/6、1/6。3次精度でシンプレクティックではありません。安定領域 |1 + z + z²/2 + z³/6| ≤ 1 は虚軸の一部 |ω·dt| ≤ √3 を含むので、2次のルンゲ＝クッタ法と違い、小さな dt では減衰のないバネを有界に保ち、数値減衰はゆるやかです。剛性表をそのまま使います (k⁺、k⁻、c)。固体：姿勢と角速度も3段を通ります(q は最後に正規化し直す)。</translation>
    </message>
    <message>
        <source>k₁ = F(yₙ, tₙ),  k₂ = F(yₙ + ½dt·k₁, tₙ + ½dt)
k₃ = F(yₙ − dt·k₁ + 2dt·k₂, tₙ + dt)
yₙ₊₁ = yₙ + dt/6·(k₁ + 4k₂ + k₃),  y = (x, v[, q, Ω])</source>
        <translation>k₁ = F(yₙ, tₙ),  k₂ = F(yₙ + ½dt·k₁, tₙ + ½dt)
k₃ = F(yₙ − dt·k₁ + 2dt·k₂, tₙ + dt)
yₙ₊₁ = yₙ + dt/6·(k₁ + 4k₂ + k₃),  y = (x, v[, q, Ω])</translation>
    </message>
    <message>
        <source>Yoshida 4 (symplectic)</source>
        <translation>吉田法(4次、シンプレクティック)</translation>
    </message>
    <message>
        <source>Yoshida&apos;s (1990) fourth-order symplectic method, also found by Forest and Ruth: three velocity-Verlet substeps of w₁·dt, w₀·dt, w₁·dt with w₁ = 1/(2 − ∛2) ≈ 1.3512 and w₀ = 1 − 2w₁ ≈ −1.7024, so the middle substep runs backwards in time. The composition cancels Verlet&apos;s third-order error: fourth order and symplectic without damping, energy bounded over long runs. Three force evaluations per step (five with damping or drag, whose substeps restart from the forces at their own start state). Stable for an undamped spring while dt &lt; 1.57/ω, a smaller limit than Verlet&apos;s 2/ω per step. With damping, drag or wind the velocity-dependent forces in the second half-kicks use the half-step velocity, as in verlet, and the order drops to two. Uses the stiffness table as is (k⁺, k⁻, c). Solids: each substep kicks Ω and turns q exactly as verlet does.</source>
        <translation>吉田(1990)の4次シンプレクティック法(Forest と Ruth も独立に発見)：w₁·dt、w₀·dt、w₁·dt の3つの速度ベルレのサブステップ(サブステップ数 3)で、w₁ = 1/(2 − ∛2) ≈ 1.3512、w₀ = 1 − 2w₁ ≈ −1.7024 なので、中央のサブステップは時間を逆向きに進みます。この合成はベルレの3次の誤差を打ち消します：減衰がなければ4次精度でシンプレクティック、長いランでもエネルギーは有界です。1ステップあたり力の評価は3回(減衰または抗力があると5回。そのサブステップはそれぞれの開始状態の力からやり直すため)。減衰のないバネでは dt &lt; 1.57/ω の間安定で、ステップあたりのベルレの 2/ω より小さい限界です。減衰、抗力または風があると、後半の半キックの速度依存の力は verlet と同様に半ステップの速度を使い、次数は2に下がります。剛性表をそのまま使います (k⁺、k⁻、c)。固体：各サブステップは verlet と同様に Ω をキックし、q を厳密に回転させます。</translation>
    </message>
    <message>
        <source>w₁ = 1/(2 − ∛2),  w₀ = 1 − 2w₁
Φ(h): vₙ₊½ = vₙ + ½h·M⁻¹·f(xₙ, vₙ),  xₙ₊₁ = xₙ + h·vₙ₊½,  vₙ₊₁ = vₙ₊½ + ½h·M⁻¹·f(xₙ₊₁, vₙ₊½)
yₙ₊₁ = Φ(w₁·dt)∘Φ(w₀·dt)∘Φ(w₁·dt)(yₙ)</source>
        <translation>w₁ = 1/(2 − ∛2),  w₀ = 1 − 2w₁
Φ(h): vₙ₊½ = vₙ + ½h·M⁻¹·f(xₙ, vₙ),  xₙ₊₁ = xₙ + h·vₙ₊½,  vₙ₊₁ = vₙ₊½ + ½h·M⁻¹·f(xₙ₊₁, vₙ₊½)
yₙ₊₁ = Φ(w₁·dt)∘Φ(w₀·dt)∘Φ(w₁·dt)(yₙ)</translation>
    </message>
    <message>
        <source>Implicit midpoint</source>
        <translation>陰的中点法</translation>
    </message>
    <message>
        <source>The implicit midpoint rule: the step is taken with the forces at the midpoint of the start and the end of the step, which is itself unknown. Second order, symplectic and A-stable: for any dt a linear undamped spring keeps its energy exactly (to the solver tolerance) and is never damped numerically; the price is a period error that grows with ω·dt. Solved like implicit-euler, as a backward Euler half step by Newton&apos;s method with Jacobi-preconditioned conjugate gradients, then extrapolated to the end of the step. Stiffness table: the residual uses k⁺, k⁻ and c exactly; the matrix takes k⁺ or k⁻ by the sign of each spring&apos;s extension, clamps the transverse term of compressed springs and leaves out the position derivative of spring damping. Diagnostics: Newton and CG iterations and the Newton residual after each iteration. Solids are not supported.</source>
        <translation>陰的中点則：ステップ開始時と終了時の中点での力でステップを進めますが、その終了時自体が未知です。2次精度、シンプレクティックで A 安定：どの dt でも線形で減衰のないバネはエネルギーを厳密に(ソルバーの許容誤差まで)保ち、数値的に減衰しません。代償は ω·dt とともに増える周期誤差です。implicit-euler と同様に、後退オイラーの半ステップをヤコビ前処理付き共役勾配法によるニュートン法で解き、ステップの終わりまで外挿します。剛性表：残差は k⁺、k⁻、c を厳密に使います。行列は各バネの伸びの符号により k⁺ か k⁻ を取り、圧縮されたバネの横方向の項を打ち切り、バネ減衰の位置微分を省きます。診断：ニュートン反復回数と CG 反復回数、各反復後のニュートン残差。固体には対応していません。</translation>
    </message>
    <message>
        <source>u = ½(vₙ + vₙ₊₁),  xₙ₊₁ = xₙ + dt·u
M·(vₙ₊₁ − vₙ) = dt·f(xₙ + ½dt·u, u, tₙ + ½dt)
Newton on the half step: (M − ½dt·∂f/∂v − ¼dt²·∂f/∂x)·δu = ½dt·f − M·(u − vₙ)</source>
        <translation>u = ½(vₙ + vₙ₊₁),  xₙ₊₁ = xₙ + dt·u
M·(vₙ₊₁ − vₙ) = dt·f(xₙ + ½dt·u, u, tₙ + ½dt)
半ステップのニュートン法：(M − ½dt·∂f/∂v − ¼dt²·∂f/∂x)·δu = ½dt·f − M·(u − vₙ)</translation>
    </message>
    <message>
        <source>Newton iterations per step; more converge to the exact implicit midpoint solution.</source>
        <translation>1ステップあたりのニュートン反復回数。増やすと厳密な陰的中点法の解に収束します。</translation>
    </message>
    <message>
        <source>Newmark-β</source>
        <translation>ニューマーク β 法</translation>
    </message>
    <message>
        <source>Newmark&apos;s method (1959) on the second-order system M·a = f(x, v): the new position and velocity are Taylor expansions whose last term mixes the old and the new acceleration with weights β and γ, and the new acceleration satisfies the equation of motion at the new state. The acceleration is carried from step to step. γ = ½, β = ¼ (the default) is the average-acceleration (trapezoidal) rule: second order, unconditionally stable, no numerical damping, a linear undamped spring keeps its energy. β = 0, γ = ½ is the explicit central difference, stable while dt &lt; 2/ω. γ &gt; ½ adds numerical damping and makes the method first order. Solved by Newton&apos;s method with Jacobi-preconditioned conjugate gradients like implicit-euler (with β = 0 only the damping is implicit). Stiffness table as in implicit-euler. Solids are not supported.</source>
        <translation>2階の系 M·a = f(x, v) に対するニューマーク法(1959)：新しい位置と速度はテイラー展開で、その最後の項は古い加速度と新しい加速度を重み β と γ で混ぜ、新しい加速度は新しい状態で運動方程式を満たします。加速度はステップからステップへ引き継がれます。γ = ½、β = ¼(既定)は平均加速度法(台形則)：2次精度、無条件安定、数値減衰なしで、線形で減衰のないバネはエネルギーを保ちます。β = 0、γ = ½ は陽的な中心差分で、dt &lt; 2/ω の間安定です。γ &gt; ½ は数値減衰を加え、1次精度になります。implicit-euler と同様にヤコビ前処理付き共役勾配法によるニュートン法で解きます(β = 0 では減衰だけが陰的)。剛性表は implicit-euler と同じ。固体には対応していません。</translation>
    </message>
    <message>
        <source>xₙ₊₁ = xₙ + dt·vₙ + dt²·((½ − β)·aₙ + β·aₙ₊₁)
vₙ₊₁ = vₙ + dt·((1 − γ)·aₙ + γ·aₙ₊₁)
M·aₙ₊₁ = f(xₙ₊₁, vₙ₊₁, tₙ₊₁),  a₀ = M⁻¹·f(x₀, v₀, t₀)</source>
        <translation>xₙ₊₁ = xₙ + dt·vₙ + dt²·((½ − β)·aₙ + β·aₙ₊₁)
vₙ₊₁ = vₙ + dt·((1 − γ)·aₙ + γ·aₙ₊₁)
M·aₙ₊₁ = f(xₙ₊₁, vₙ₊₁, tₙ₊₁),  a₀ = M⁻¹·f(x₀, v₀, t₀)</translation>
    </message>
    <message>
        <source>Newton iterations per step; more converge to the exact solution of the implicit step.</source>
        <translation>1ステップあたりのニュートン反復回数。増やすと陰的ステップの厳密解に収束します。</translation>
    </message>
    <message>
        <source>Velocity weight γ</source>
        <translation>速度の重み γ</translation>
    </message>
    <message>
        <source>Weight of the new acceleration in the velocity update; ½ is second order, more damps.</source>
        <translation>速度の更新における新しい加速度の重み。½ で2次精度、大きくすると減衰します。</translation>
    </message>
    <message>
        <source>Position weight β</source>
        <translation>位置の重み β</translation>
    </message>
    <message>
        <source>Weight of the new acceleration in the position update; ¼ is average acceleration, 0 the explicit central difference.</source>
        <translation>位置の更新における新しい加速度の重み。¼ は平均加速度法、0 は陽的な中心差分です。</translation>
    </message>
    <message>
        <source>Generalized-α (Chung–Hulbert)</source>
        <translation>一般化 α 法(Chung–Hulbert)</translation>
    </message>
    <message>
        <source>The generalized-α method of Chung and Hulbert (1993): Newmark&apos;s updates, with the equation of motion enforced at intermediate points, the inertia at the αm level and the forces at the αf level of the step. One parameter, ρ∞, the spectral radius for ω·dt → ∞, sets how strongly the unresolved high-frequency modes are damped (ρ∞ = 1: no damping, the average-acceleration rule; ρ∞ = 0: they are annihilated in one step), while the well-resolved low modes are damped as little as possible. Second order and unconditionally stable for linear problems. The acceleration is carried from step to step. Solved by Newton&apos;s method with Jacobi-preconditioned conjugate gradients like implicit-euler. Stiffness table as in implicit-euler. Solids are not supported.</source>
        <translation>Chung と Hulbert(1993)の一般化 α 法：ニューマーク法の更新式を使い、運動方程式をステップ内の中間点で課します。慣性は αm の位置、力は αf の位置で評価します。パラメーターは1つ、ω·dt → ∞ でのスペクトル半径 ρ∞ で、分解されない高周波モードをどれだけ強く減衰させるかを決めます(ρ∞ = 1：減衰なし、平均加速度法。ρ∞ = 0：1ステップで消し去る)。一方、よく分解された低周波モードの減衰はできるだけ小さく抑えます。線形問題に対して2次精度で無条件安定。加速度はステップからステップへ引き継がれます。implicit-euler と同様にヤコビ前処理付き共役勾配法によるニュートン法で解きます。剛性表は implicit-euler と同じ。固体には対応していません。</translation>
    </message>
    <message>
        <source>αm = (2ρ∞ − 1)/(ρ∞ + 1),  αf = ρ∞/(ρ∞ + 1),  γ = ½ − αm + αf,  β = ¼(1 − αm + αf)²
Newmark updates of xₙ₊₁, vₙ₊₁ with γ, β
M·((1 − αm)·aₙ₊₁ + αm·aₙ) = f((1 − αf)·xₙ₊₁ + αf·xₙ, (1 − αf)·vₙ₊₁ + αf·vₙ, tₙ + (1 − αf)·dt)</source>
        <translation>αm = (2ρ∞ − 1)/(ρ∞ + 1),  αf = ρ∞/(ρ∞ + 1),  γ = ½ − αm + αf,  β = ¼(1 − αm + αf)²
γ、β によるニューマーク法の xₙ₊₁、vₙ₊₁ の更新
M·((1 − αm)·aₙ₊₁ + αm·aₙ) = f((1 − αf)·xₙ₊₁ + αf·xₙ, (1 − αf)·vₙ₊₁ + αf·vₙ, tₙ + (1 − αf)·dt)</translation>
    </message>
    <message>
        <source>High-frequency spectral radius ρ∞</source>
        <translation>高周波のスペクトル半径 ρ∞</translation>
    </message>
    <message>
        <source>Spectral radius of the step for ω·dt → ∞: 1 keeps high-frequency modes, 0 removes them in one step.</source>
        <translation>ω·dt → ∞ でのステップのスペクトル半径。1 は高周波モードを残し、0 は1ステップで取り除きます。</translation>
    </message>
    <message>
        <source>R5&apos;s solver: the implicit Euler step written as the minimisation of ½/h²·‖x − x̂‖²_M + E(x), solved by a fixed number of Jacobi-preconditioned gradient descent iterations with Chebyshev semi-iterative acceleration (Wang 2015) for an assumed spectral radius ρ; then v = (x − xₙ)/h. Converged, it is implicit-euler: first order, stable for any dt, strongly damped at large dt. The gradient uses k⁺ or k⁻ by the sign of each spring&apos;s extension. The random wind (scene air.random_wind) adds −u·F to every gradient evaluation with a new u each time, as R5 draws Random.value. Gravity enters x̂ = xₙ + h·vₙ + h²·g instead of R5&apos;s energy term −m·g·x: the same Φ up to a constant. Start: the iterations begin at x̂ (prediction, ClothLab) or at xₙ (previous: R5, whose line starting them at x̂ is commented out). Preconditioner: degree (ClothLab) 1/(m̃/h² + Σ incident (max(k⁺, k⁻) + c/h)), which keeps the Jacobi step contractive on any topology, or article (R5) 1/(m̃/h² + 4·k) with k the largest incident max(k⁺, k⁻) + c/h, whatever a particle&apos;s number of springs. Air drag against the wind is implicit through the effective mass m̃ = m + h·c_air; spring damping c enters as a dissipation potential with the spring direction frozen at the start of the step (linearised implicit damping). With too few iterations the step is under-converged, which looks like extra softness and damping. The residual is the RMS over free particles of |∇Φ| (N) after each iteration. Does not model orientations: refuses scenes with solids (use velocity-constraints, an explicit or an implicit integrator).</source>
        <translation>R5 のソルバー：陰的オイラー法のステップを ½/h²·‖x − x̂‖²_M + E(x) の最小化として書き、仮定したスペクトル半径 ρ のチェビシェフ半反復加速(Wang 2015)付きのヤコビ前処理勾配降下法を決まった回数だけ反復して解き、v = (x − xₙ)/h とします。収束すれば陰的オイラー法と同じで、1次精度、どの dt でも安定、大きな dt では強く減衰します。勾配は各バネの伸びの符号により k⁺ か k⁻ を使います。ランダムな風(シーンの air.random_wind)は、R5 が Random.value を引くのと同じく、勾配を評価するたびに新しい u で −u·F を加えます。重力は R5 のエネルギー項 −m·g·x の代わりに x̂ = xₙ + h·vₙ + h²·g に入ります：定数を除いて同じ Φ です。開始点：反復は x̂ から(予測、ClothLab)、または xₙ から(前の位置：R5。x̂ から始める行はコメントアウトされています)始まります。前処理：次数に応じた 1/(m̃/h² + Σ 接続するバネの (max(k⁺, k⁻) + c/h))(ClothLab)はどの接続パターンでもヤコビステップを縮小写像に保ちます。記事どおりの 1/(m̃/h² + 4·k)(R5)では、k は接続するバネの max(k⁺, k⁻) + c/h の最大値で、質点のバネの本数によりません。風に対する空気抵抗は有効質量 m̃ = m + h·c_air によって陰的に扱います。バネ減衰 c は、ステップ開始時のバネの向きを固定した散逸ポテンシャルとして入ります(線形化した陰的減衰)。反復が少なすぎるとステップが収束しきらず、余分な柔らかさと減衰のように見えます。残差は各反復後の、自由な質点についての |∇Φ| の二乗平均平方根(N)です。姿勢は扱いません：固体を含むシーンは受け付けません(速度レベルのバネ拘束、または陽的・陰的な積分法を使ってください)。</translation>
    </message>
    <message>
        <source>R1&apos;s cloth solver: a Verlet prediction x* = xₙ + h·v* with v* = vₙ + h·a_ext (gravity; air drag against the wind, taken implicitly), then N Jakobsen relaxation sweeps: each sweep visits the springs one after another (Gauss–Seidel) and moves the ends along the spring. Per spring, with e = l − L, W = w_a + w_b (w = 1/m, 0 for a pinned end), k = k⁺ or k⁻ by the sign of e and φ the per-kind stretch factor (e &gt; 0) or shrink factor (e ≤ 0; defaults 1, 0.5, 0.2 for structural, shear, bending): σ = φ·min(1, ½·k·h²·W), end a moves by σ·(w_a/W)·e and end b by σ·(w_b/W)·e towards each other. With equal masses m and both ends free that is (l − L)·k·h²/2m per end, twice R1&apos;s move; with one end pinned the free end moves (l − L)·k·h²/2m, as in R1. R1 (relaxation split = 1) computes one move (l − L)·k·h²/2m̄ per spring (m̄ the mean mass of the free ends) and divides it between the ends by inverse mass. The clamp min(1, …) engages when ½·k·h²·W ≥ 1 (both ends free, equal masses: k ≥ m/h²); springs stiffer than that all behave alike (σ = φ) and a sweep never overshoots; R1 has no clamp (clamp = 0) and diverges there. R1&apos;s names are swapped: its &quot;Shrink&quot; factor is the one ClothLab calls stretch (applied to stretched springs). Sweep order: colour (ClothLab; consecutive springs share no particle, same result up to the order) or list (R1: the scene&apos;s spring list). Gravity step: Verlet h²·g or R1&apos;s r·g·h²/2 (r the velocity retention, which R1 applies to the acceleration too), optionally divided by the point mass (R1&apos;s defect). Velocities come from positions, v = (x − xₙ)/h. Spring damping c acts implicitly on the predicted velocities (u&apos; = u/(1 + h·c·W) along each spring). Stable for any dt, but not a consistent discretisation of the spring equations (order 0): the effective stiffness depends on dt and on the number of sweeps N, not only on k — a soft spring acts like one of stiffness ≈ N·φ·k/2, more sweeps give a stiffer cloth — the limitation xpbd removes. A spring with both ends pinned is skipped; with early exit = 1 (R1&apos;s defect) each sweep ends at the first such spring in sweep order and the springs after it are not relaxed. Does not model orientations: refuses scenes with solids (use velocity-constraints).</source>
        <translation>R1 の布ソルバー：外力(重力、風に対する空気抵抗は陰的に扱う)による v* = vₙ + h·a_ext を使ったベルレ予測 x* = xₙ + h·v* のあと、N 回のヤコブセン緩和スイープを行います。各スイープはバネを1本ずつ順に訪れ(ガウス＝ザイデル)、両端をバネに沿って動かします。バネごとに、e = l − L、W = w_a + w_b(w = 1/m、固定端は 0)、k は e の符号により k⁺ または k⁻、φ は種類ごとの伸び係数(e &gt; 0)または縮み係数(e ≤ 0、既定値は構造・せん断・曲げで 1、0.5、0.2)として、σ = φ·min(1, ½·k·h²·W) とし、端 a を σ·(w_a/W)·e、端 b を σ·(w_b/W)·e だけ互いに近づく向きに動かします。質量が等しく両端とも自由なら1端あたり (l − L)·k·h²/2m で、R1 の移動量の2倍です。一端が固定なら自由端は (l − L)·k·h²/2m 動き、R1 と同じです。R1(緩和量の配分 = 1)はバネごとに1つの移動量 (l − L)·k·h²/2m̄(m̄ は自由端の質量の平均)を求め、逆質量の比で両端に分けます。打ち切り min(1, …) は ½·k·h²·W ≥ 1 のとき(両端自由、等質量なら k ≥ m/h²)に働きます。それより硬いバネはすべて同じ振る舞い(σ = φ)になり、スイープが行き過ぎることはありません。R1 には打ち切りがなく(打ち切り = 0)、そこで発散します。R1 の名前は逆になっています：R1 の「Shrink」係数は ClothLab の伸び係数(伸びたバネに働く)です。スイープの順序：色分けの順(ClothLab。連続するバネが質点を共有せず、順序の違いを除いて同じ結果)またはリストの順(R1：シーンのバネのリスト)。重力の加え方：ベルレ積分の h²·g、または R1 の r·g·h²/2(r は速度保持率で、R1 は加速度にも掛けます)。さらに質点の質量で割ることもできます(R1 の不具合)。速度は位置から v = (x − xₙ)/h で求めます。バネ減衰 c は予測速度に陰的に働きます(各バネに沿って u&apos; = u/(1 + h·c·W))。どの dt でも安定ですが、バネの方程式の整合的な離散化ではありません(0次)：実効剛性は k だけでなく dt とスイープ数 N に依存し、柔らかいバネは剛性 ≈ N·φ·k/2 のバネのように振る舞い、スイープを増やすほど布は硬くなります。この制約を取り除いたのが XPBD です。両端が固定されたバネは飛ばします。早期終了 = 1(R1 の不具合)では、各スイープはスイープの順で最初のそのようなバネで終わり、その後のバネは緩和されません。姿勢は扱いません：固体を含むシーンは受け付けません(速度レベルのバネ拘束を使ってください)。</translation>
    </message>
    <message>
        <source>Early exit</source>
        <translation>早期終了</translation>
    </message>
    <message>
        <source>0: a spring with both ends pinned is skipped (ClothLab); 1: R1&apos;s defect, each sweep ends at the first such spring in sweep order.</source>
        <translation>0：両端が固定されたバネは飛ばします(ClothLab)、1：R1 の不具合で、各スイープはスイープの順で最初のそのようなバネで終わります。</translation>
    </message>
    <message>
        <source>R2&apos;s solver: springs become velocity-level constraints solved iteratively. After the external forces (gravity; air drag against the wind, implicitly) and the spring damping (implicit, along each spring) have given trial velocities v*, each iteration visits the springs in a fixed order and removes the fraction r of the error l − L that the trial velocities would leave at t + h (l measured at x + h·v*), by an impulse along the spring split by inverse masses; after the iterations the trial velocities become the new ones and x += h·v. The stiffness table maps to r = relaxation·κ/(1 + κ), κ = k·h²·W, W = 1/m_a + 1/m_b (k = k⁺ or k⁻ by the sign of the predicted error): a stiff spring is corrected by the relaxation coefficient, a soft one by less, a kind with k = 0 not at all; R2 (coefficient = 1) removes the fraction relaxation of every error whatever k, and a kind with k = 0 still not at all. Order per iteration: the springs (colour order, or with sweep order = 1 the scene&apos;s spring list, as R2), then the angle springs in list order, then the contacts. Stiffness grows with the iteration count N (1: floppy, 3–5: good, 20: almost rigid): a soft spring acts like one of stiffness ≈ N·relaxation·k, so the method is not a consistent discretisation of the spring equations (order 0). As R2 notes, the constraint iterations dissipate energy that cannot be tuned separately; c only adds damping on top. Stable for any dt. Solids (R2): each angle spring is two attachment constraints, the point x_a + R_a·r_ab that turns with particle a must meet x_b at t + h; its error is removed by the same fraction r (κ from the angle stiffness) with an impulse that changes both velocities and a&apos;s angular velocity (3×3 effective mass with the particle&apos;s inertia). Particles of different bodies closer than one diameter are pushed apart inside the same iterations (contacts found once per step on a uniform grid at the predicted positions); no other integrator solves particle contacts. Orientations are turned by h·Ω at the end.</source>
        <translation>R2 のソルバー：バネを速度レベルの拘束とし、反復して解きます。外力(重力、風に対する空気抵抗は陰的)とバネ減衰(陰的、各バネに沿う)で試行速度 v* を求めたあと、各反復はバネを決まった順に訪れ、試行速度が t + h に残す誤差 l − L(l は x + h·v* で測る)の割合 r を、逆質量の比で分けたバネ方向の力積で取り除きます。反復が終わると試行速度が新しい速度になり、x += h·v とします。剛性表は r = relaxation·κ/(1 + κ)、κ = k·h²·W、W = 1/m_a + 1/m_b に対応します(k は予測誤差の符号により k⁺ または k⁻)：硬いバネは緩和係数の分だけ、柔らかいバネはそれより少なく補正され、k = 0 の種類はまったく補正されません。R2(係数 = 1)は k によらずすべての誤差から緩和係数の割合を取り除き、k = 0 の種類はやはり補正されません。各反復の順序：バネ(色分けの順、またはスイープの順序 = 1 では R2 と同じくシーンのバネのリストの順)、次に角度バネをリストの順に、最後に接触。剛性は反復回数 N とともに増え(1：ふにゃふにゃ、3〜5：良好、20：ほぼ剛体)、柔らかいバネは剛性 ≈ N·relaxation·k のバネのように振る舞うので、バネの方程式の整合的な離散化ではありません(0次)。R2 が述べるとおり、拘束の反復は別に調整できないエネルギーを散逸させます。c はその上に減衰を加えるだけです。どの dt でも安定です。固体(R2)：各角度バネは2つの取り付け拘束からなり、質点 a とともに回転する点 x_a + R_a·r_ab が t + h で x_b と一致しなければなりません。その誤差は同じ割合 r(κ は角度剛性から求めます)で、両方の質点の速度と a の角速度を変える力積によって取り除きます(質点の慣性モーメントを含む 3×3 の有効質量)。異なる物体の質点どうしが直径1つ分より近づくと、同じ反復の中で押し離されます(接触は1ステップに1回、予測位置で一様グリッドを使って求めます)。質点どうしの接触を解く積分法はほかにありません。最後に姿勢を h·Ω だけ回転させます。</translation>
    </message>
    <message>
        <source>Coefficient</source>
        <translation>係数</translation>
    </message>
    <message>
        <source>0: r = relaxation·κ/(1 + κ), κ = k·h²·W (ClothLab); 1: r = relaxation for every spring with k &gt; 0 (R2).</source>
        <translation>0：r = relaxation·κ/(1 + κ)、κ = k·h²·W(ClothLab)、1：k &gt; 0 のすべてのバネで r = relaxation(緩和係数そのもの、R2)。</translation>
    </message>
    <message>
        <source>0: colour order (ClothLab, faster); 1: the scene&apos;s spring list (R2).</source>
        <translation>0：色分けの順(ClothLab、高速)、1：シーンのバネのリストの順(R2)。</translation>
    </message>
    <message>
        <source>Dormand–Prince 8(5,3)</source>
        <translation>ドルマン＝プリンス法 8(5,3)</translation>
    </message>
    <message>
        <source>Adaptive eighth-order Runge–Kutta of Dormand and Prince (DOP853, Hairer, Nørsett and Wanner): twelve stages per internal step, with embedded fifth- and third-order solutions whose difference from the eighth-order one estimates the error. Each frame step dt is covered by as many internal steps as the tolerance needs (mixed absolute/relative, per component of x and v). At tight tolerances it takes far larger steps than rk45 for the same accuracy, so it is the default reference solution for error measurements. Uses the stiffness table as is (k⁺, k⁻, c). Solids: orientations and angular velocities are part of the state, of its stages and of its error estimate (q renormalised after each internal step).</source>
        <translation>ドルマンとプリンスの8次の適応刻み幅ルンゲ＝クッタ法(DOP853、ハイラー、ネルセット、ヴァンナー)：内部ステップごとに12段を計算し、5次と3次の埋め込み解と8次解との差から誤差を見積もります。各フレームステップ dt を、許容誤差(x と v の成分ごとの絶対/相対の混合)が求めるだけの内部ステップで進めます。厳しい許容誤差では同じ精度に対して rk45 よりはるかに大きなステップを取れるため、誤差測定の既定の参照解です。剛性表をそのまま使います(k⁺、k⁻、c)。固体：姿勢と角速度も、状態とその各段、誤差の見積もりに含まれます(各内部ステップの後に q を正規化し直します)。</translation>
    </message>
    <message>
        <source>kᵢ = F(yₙ + h·Σⱼ aᵢⱼ·kⱼ, tₙ + cᵢ·h),  i = 1…12
yₙ₊₁ = yₙ + h·Σ bᵢ·kᵢ (order 8)
err₅ = h·Σ (bᵢ − b̂ᵢ)·kᵢ,  err₃ = h·Σ (bᵢ − b̃ᵢ)·kᵢ
err = ‖err₅‖² / √(‖err₅‖² + 0.01·‖err₃‖²)
h ← h·min(6, max(1/3, 0.9·err^(−1/8)))</source>
        <translation>kᵢ = F(yₙ + h·Σⱼ aᵢⱼ·kⱼ, tₙ + cᵢ·h),  i = 1…12
yₙ₊₁ = yₙ + h·Σ bᵢ·kᵢ (8次)
err₅ = h·Σ (bᵢ − b̂ᵢ)·kᵢ,  err₃ = h·Σ (bᵢ − b̃ᵢ)·kᵢ
err = ‖err₅‖² / √(‖err₅‖² + 0.01·‖err₃‖²)
h ← h·min(6, max(1/3, 0.9·err^(−1/8)))</translation>
    </message>
    <message>
        <source>Adaptive Runge–Kutta of Dormand and Prince (1980): a fifth-order step with an embedded fourth-order estimate of its error. Each frame step dt is covered by as many internal steps as the tolerance needs (mixed absolute/relative, per component of x and v), so the result is accurate to about the tolerance whatever dt is. At tight tolerances dop853 is cheaper, and it is the default reference. Uses the stiffness table as is (k⁺, k⁻, c). Solids: orientations and angular velocities are part of the state, of its stages and of its error estimate (q renormalised after each internal step).</source>
        <translation>ドルマンとプリンス(1980)の適応刻み幅ルンゲ＝クッタ法：5次のステップに、その誤差を見積もる4次の埋め込み公式を組み合わせます。各フレームステップ dt を、許容誤差(x と v の成分ごとの絶対/相対の混合)が求めるだけの内部ステップで進めるため、dt によらず結果はほぼ許容誤差の精度になります。厳しい許容誤差では dop853 のほうが安く、そちらが既定の参照解です。剛性表をそのまま使います(k⁺、k⁻、c)。固体：姿勢と角速度も、状態とその各段、誤差の見積もりに含まれます(各内部ステップの後に q を正規化し直します)。</translation>
    </message>
    <message>
        <source>Second-order backward differentiation: the new state is fitted with the two previous ones, xₙ₊₁ − 4/3·xₙ + 1/3·xₙ₋₁ = 2/3·dt·vₙ₊₁ and the same for v with the forces at the new state. The first step (and the first after a reset or a change of dt) is backward Euler. A particle that an obstacle or cloth contact moved after the last step starts from a history rebuilt at its new state (constant velocity), so that a stop on contact does not turn into a bounce. Solved like implicit-euler, by Newton&apos;s method with Jacobi-preconditioned conjugate gradients on the block-sparse system, with 2/3·dt in place of dt. Second order and A-stable, with much less numerical damping than backward Euler. Stiffness table: the residual uses k⁺, k⁻ and c exactly; the matrix takes k⁺ or k⁻ by the sign of each spring&apos;s extension at the current iterate, clamps the transverse term (1 − L/l) of compressed springs at 0 and leaves out the position derivative of spring damping. Diagnostics: Newton iterations, CG iterations summed over the step, and the Newton residual ‖M·(vₙ₊₁ − v̂) − 2/3·dt·f‖ (N·s) after each iteration. Solids: as in implicit-euler, the angle springs enter the Newton system with the orientations held, and the orientations follow in a split linearly implicit Euler stage, so a scene with solids is first order only.</source>
        <translation>2次の後退差分法：新しい状態を直前の2つの状態と合わせます。xₙ₊₁ − 4/3·xₙ + 1/3·xₙ₋₁ = 2/3·dt·vₙ₊₁ とし、v についても新しい状態での力で同様にします。最初のステップ(およびリセットや dt の変更直後の最初のステップ)は後退オイラー法です。障害物や布の接触によって直前のステップの後に動かされた質点は、新しい状態で作り直した履歴(一定の速度)から始めるので、接触での停止が跳ね返りになりません。陰的オイラー法と同じく、ブロック疎行列の系をニュートン法とヤコビ前処理付き共役勾配法で解き、dt の代わりに 2/3·dt を使います。2次精度で A 安定、後退オイラー法よりずっと数値減衰が小さい方法です。剛性表：残差は k⁺、k⁻、c を厳密に使います。行列は現在の反復での各バネの伸びの符号により k⁺ か k⁻ を取り、圧縮されたバネの横方向の項 (1 − L/l) を 0 で打ち切り、バネ減衰の位置微分を省きます。診断：ニュートン反復回数、ステップ全体の CG 反復回数の合計、各反復後のニュートン残差 ‖M·(vₙ₊₁ − v̂) − 2/3·dt·f‖(N·s)。固体：陰的オイラー法と同じく、角度バネは姿勢を固定したままニュートン法の連立方程式に入り、姿勢はそのあと分離した線形陰的オイラーの段階で更新します。このため固体を含むシーンは1次精度にとどまります。</translation>
    </message>
</context>
<context>
    <name>PresetText</name>
    <message>
        <source>Hanging cloth</source>
        <translation>吊り下げた布</translation>
    </message>
    <message>
        <source>A 24 × 24 cloth held at its two top corners falls onto a sphere.</source>
        <translation>上の2隅で留めた 24 × 24 の布が球の上に落ちます。</translation>
    </message>
    <message>
        <source>Verlet relaxation cloth (R1)</source>
        <translation>ベルレ緩和の布(R1)</translation>
    </message>
    <message>
        <source>Coursework cloth (R3)</source>
        <translation>課題の布(R3)</translation>
    </message>
    <message>
        <source>Windy cloth (R4)</source>
        <translation>風になびく布(R4)</translation>
    </message>
    <message>
        <source>Implicit drape (R5)</source>
        <translation>陰的ドレープ(R5)</translation>
    </message>
    <message>
        <source>Spring oscillator</source>
        <translation>バネ振り子</translation>
    </message>
    <message>
        <source>One undamped spring with an exact solution x(t) = L + A·cos(ωt), ω = 10 rad/s: the lab scene for orders and stability limits.</source>
        <translation>厳密解 x(t) = L + A·cos(ωt)、ω = 10 rad/s を持つ減衰のないバネ1本：収束次数と安定限界を調べる演習用のシーン。</translation>
    </message>
    <message>
        <source>Hanging chain</source>
        <translation>吊り下げた鎖</translation>
    </message>
    <message>
        <source>A chain of 20 point masses pinned at one end, released horizontally: a swinging pendulum with stiff links.</source>
        <translation>一端を固定した 20 個の質点の鎖を水平に放します：硬いリンクで揺れる振り子です。</translation>
    </message>
    <message>
        <source>Cloth on a sphere</source>
        <translation>球にかかる布</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>旗</translation>
    </message>
    <message>
        <source>A 20 × 30 flag pinned along its left edge in a steady breeze with seeded gusts.</source>
        <translation>左辺を固定した 20 × 30 の旗。一定のそよ風とシード付きの突風を受けます。</translation>
    </message>
    <message>
        <source>Elastic ring (R2)</source>
        <translation>弾性リング(R2)</translation>
    </message>
    <message>
        <source>Jelly cube</source>
        <translation>ゼリーの立方体</translation>
    </message>
    <message>
        <source>A soft cube of oriented particles dropped corner-first onto the ground: it squashes and wobbles back into shape because the angle springs hold the lattice&apos;s shape. Compare velocity-constraints with the force-based integrators on the same solid.</source>
        <translation>姿勢付き質点からなる柔らかい立方体を、角を下にして地面に落とします：角度バネが格子の形を保つので、つぶれたあと揺れながら元の形に戻ります。同じ固体で、速度レベルのバネ拘束と力に基づく積分法を比べてみてください。</translation>
    </message>
    <message>
        <source>Two square cloths with damped springs fall onto a box that catches what it touches (R3: RK4, stick on hit); cloth contact keeps them out of themselves and each other.
How it differs from r3-original (R3 as published), one line each:
• the box stops what ends a step inside it (R3 ray-casts along the motion, which also catches particles that pass through in one step);
• bending springs along u on every row (R3: on the first row only, a defect);
• cloth self-contact and cloth–cloth contact (R3 has none).</source>
        <translation>減衰付きバネの正方形の布2枚が、触れたものをつかむ箱の上に落ちます(R3：RK4、衝突で付着)。布の接触により、布は自分自身や互いを通り抜けません。
r3-original(記事どおりの R3)との違い(1行に1つ)：
• 箱はステップの終わりに内部にあるものを止めます(R3 は動きに沿ってレイキャストし、1ステップで通り抜ける質点も捕まえます)。
• u 方向の曲げバネはすべての行にあります(R3：最初の行だけ、不具合)。
• 布の自己接触と布どうしの接触(R3 にはありません)。</translation>
    </message>
    <message>
        <source>A 16 × 16 cloth hanging from its top corners in a wind along +z modulated as (0.5·sin(t/70)·sin(t/25) + 1)·W, t in frames (R4: explicit Euler, air damping).
How it differs from r4-original (R4 as published): spring damping 0.05 and 0.03 N·s/m, which R4 does not have; without it explicit Euler blows up at about t = 6.6 s.</source>
        <translation>上の2隅から吊るした 16 × 16 の布。+z 方向の風を (0.5·sin(t/70)·sin(t/25) + 1)·W で変調します(t はフレーム数)(R4：陽的オイラー法、空気減衰)。
r4-original(記事どおりの R4)との違い：R4 にないバネ減衰 0.05 と 0.03 N·s/m。これがないと陽的オイラー法は t = 6.6 s ごろに発散します。</translation>
    </message>
    <message>
        <source>A 10 m × 10 m cloth of 21 × 21 points (triangle edges, k = 8000 N/m, 1 kg per point) held at two corners over a sphere, in gusty wind; implicit Euler by 32 Chebyshev-accelerated Jacobi iterations at dt = 1/30 s, velocity retention 0.99 (R5).
How it differs from r5-original (R5 as published), one line each:
• iterations start at the prediction x̂ (R5: at xₙ);
• preconditioner 1/(m/h² + Σ incident k) (R5: 1/(m/h² + 4k));
• retention before the sphere&apos;s velocity correction (R5: after);
• air drag 0.2 N·s/m and seeded gusts (R5: no drag; a random wind redrawn at every gradient evaluation);
• gravity 9.81 m/s² and sphere radius 2.0 m (R5: 9.8 and 2.7).</source>
        <translation>21 × 21 点、10 m × 10 m の布(三角形の辺、k = 8000 N/m、1点 1 kg)を球の上で2隅で留め、突風の吹く風の中に置きます。dt = 1/30 s で 32 回のチェビシェフ加速ヤコビ反復による陰的オイラー法、速度保持率 0.99(R5)。
r5-original(記事どおりの R5)との違い(1行に1つ)：
• 反復は予測 x̂ から始まります(R5：xₙ から)。
• 前処理は 1/(m/h² + Σ 接続するバネの k)(R5：1/(m/h² + 4k))。
• 速度保持は球による速度補正の前(R5：後)。
• 空気抵抗 0.2 N·s/m とシード付きの突風(R5：空気抵抗なし、勾配を評価するたびに引き直すランダムな風)。
• 重力 9.81 m/s²、球の半径 2.0 m(R5：9.8 と 2.7)。</translation>
    </message>
    <message>
        <source>R2&apos;s particle-based elastic solid: a torus of oriented particles on a lattice, joined by position springs and angle springs, dropped tilted onto the ground. Velocity-level constraints at a 1/60 s step with 5 iterations; try 1, 3 and 20 iterations to see R2&apos;s floppy-to-rigid range.
Added beyond R2: spring damping 0.2 and 0.1 N·s/m, air drag 0.001 N·s/m and the ground plane; the relaxation coefficient is scaled by κ/(1 + κ), κ = k·h²·W (0.98–0.99 for these springs), so that soft kinds are corrected less.</source>
        <translation>R2 の質点ベースの弾性固体：格子上に並んだ姿勢付き質点からなるトーラスを位置バネと角度バネでつなぎ、傾けて地面に落とします。速度レベルのバネ拘束で、時間刻み幅 1/60 s、反復回数 5。反復回数を 1、3、20 に変えると、R2 のふにゃふにゃからほぼ剛体までの幅が分かります。
R2 にない追加：バネ減衰 0.2 と 0.1 N·s/m、空気抵抗 0.001 N·s/m、地面。緩和係数には κ/(1 + κ)、κ = k·h²·W(このバネでは 0.98–0.99)を掛け、柔らかい種類ほど補正を小さくします。</translation>
    </message>
    <message>
        <source>R1 as published (Verlet relaxation)</source>
        <translation>記事どおりの R1(ベルレ緩和)</translation>
    </message>
    <message>
        <source>R3 as published (coursework cloth)</source>
        <translation>記事どおりの R3(課題の布)</translation>
    </message>
    <message>
        <source>R4 as published (windy cloth)</source>
        <translation>記事どおりの R4(風になびく布)</translation>
    </message>
    <message>
        <source>R5 as published (implicit cloth)</source>
        <translation>記事どおりの R5(陰的な布)</translation>
    </message>
    <message>
        <source>R3&apos;s program as written: two square cloths with damped springs, −(Ks·(l − L) + Kd·(v_rel·d)/l)·d/l, fall onto a box by RK4 at dt = 10⁻³ s; the box stops a particle where a ray cast along its motion in the step first hits it (stick-ray), so fast particles cannot pass through; bending springs along u exist on the first row only (R3&apos;s builder). Air drag 0.001 N·s/m and the ground plane are ClothLab&apos;s additions. Runs: R3&apos;s three integrators, RK4, RK2 and explicit Euler, and RK4 with bending springs on every line (the quirk switched off by the run&apos;s overrides).</source>
        <translation>書かれたとおりの R3 のプログラム：減衰付きバネ −(Ks·(l − L) + Kd·(v_rel·d)/l)·d/l の正方形の布2枚が、dt = 10⁻³ s の RK4 で箱の上に落ちます。箱は、ステップ中の動きに沿ったレイが最初に当たった所で質点を止めるので(stick-ray)、速い質点も通り抜けられません。u 方向の曲げバネは最初の行にしかありません(R3 の構築処理)。空気抵抗 0.001 N·s/m と地面は ClothLab の追加です。ラン：R3 の3つの積分法、RK4、RK2、陽的オイラー法、およびすべての行に曲げバネを持つ RK4(ランのオーバーライドでこの癖を無効化)。</translation>
    </message>
    <message>
        <source>R4&apos;s program as written: a 16 × 16 cloth (structural and shear springs, undamped Hooke, k = 100 and 60 N/m, 0.01 kg per point) hanging from its top corners in a wind along +z modulated as (0.5·sin(t/70)·sin(t/25) + 1)·W, t in frames at 60 frames/s, with linear air damping F = −d·v (d = 0.01 N·s/m, W = 3 m/s), by explicit Euler at dt = 10⁻⁴ s. Without spring damping it blows up at about t = 6.6 s, as R4&apos;s program does; the windy-cloth preset adds spring damping 0.05 and 0.03 N·s/m, which R4 does not have. Runs: explicit Euler (R4); explicit Euler with windy-cloth&apos;s spring damping (the run&apos;s own overrides), which stays bounded; symplectic Euler and implicit Euler on the undamped springs.</source>
        <translation>書かれたとおりの R4 のプログラム：16 × 16 の布(構造バネとせん断バネ、減衰のないフックのバネ、k = 100 と 60 N/m、1点 0.01 kg)を上の2隅から吊るし、+z 方向の風を (0.5·sin(t/70)·sin(t/25) + 1)·W で変調し(t は 60 フレーム/s のフレーム数)、線形の空気減衰 F = −d·v(d = 0.01 N·s/m、W = 3 m/s)をかけ、dt = 10⁻⁴ s の陽的オイラー法で解きます。バネ減衰がないため、R4 のプログラムと同じく t = 6.6 s ごろに発散します。windy-cloth プリセットは R4 にないバネ減衰 0.05 と 0.03 N·s/m を加えています。ラン：陽的オイラー法(R4)、windy-cloth のバネ減衰を持つ陽的オイラー法(ラン自身のオーバーライド、発散しない)、減衰のないバネでのシンプレクティック・オイラー法と陰的オイラー法。</translation>
    </message>
    <message>
        <source>A 1 m × 1 m cloth of 17 × 17 points in the x–z plane, one edge pinned, falling onto a sphere; Verlet with 16 relaxation sweeps and per-kind stretch/shrink factors (R1).
How it differs from r1-original (R1 as published), one line each:
• point mass 0.02 kg and dt = 1/60 s, where R1&apos;s relaxation coefficient k·dt²/2m is 27.8 and its loop diverges; the clamp σ ≤ φ (engaged when ½·k·h²·W ≥ 1) holds it;
• each spring moves each end by σ·(w/W)·(l − L) (R1 divides one move between the ends: half as much with both ends free);
• springs swept in colour order (R1: in the spring list&apos;s order);
• gravity added as h²·g (R1: resistance·g·dt²/2, divided by the point mass, a defect);
• every spring present (R1&apos;s builder misses the last column&apos;s 47);
• a spring with both ends pinned is skipped (R1&apos;s sweep ends at the first one);
• the sphere pushes positions out and keeps the velocity (push-out, no margin; R1&apos;s push also changes the next step&apos;s velocity, retained with it, margin 1e-6 m).</source>
        <translation>x–z 平面にある 17 × 17 点、1 m × 1 m の布。1辺を固定し、球の上に落ちます。16 回の緩和スイープと種類ごとの伸び/縮み係数を持つベルレ積分(R1)。
r1-original(記事どおりの R1)との違い(1行に1つ)：
• 質点の質量 0.02 kg、dt = 1/60 s。ここでは R1 の緩和係数 k·dt²/2m が 27.8 となり R1 のループは発散しますが、打ち切り σ ≤ φ(½·k·h²·W ≥ 1 のときに働く)が抑えます。
• 各バネは各端を σ·(w/W)·(l − L) 動かします(R1 は1つの移動量を両端で分け合い、両端とも自由なら半分になります)。
• バネは色分けの順にスイープします(R1：バネのリストの順)。
• 重力は h²·g として加えます(R1：抵抗係数·g·dt²/2 を質点の質量で割る、不具合)。
• すべてのバネがあります(R1 の構築処理は最後の列の 47 本を落とします)。
• 両端が固定されたバネは飛ばします(R1 のスイープは最初のそのようなバネで終わります)。
• 球は位置を押し出し、速度はそのままです(push-out、余白なし。R1 の押し出しは次のステップの速度も変え、それも抵抗係数で減衰し、余白は 1e-6 m)。</translation>
    </message>
    <message>
        <source>R1&apos;s program as written: 17 × 17 points, 1 m × 1 m, one edge pinned, over a sphere; k = 4000 N/m, 16 relaxation sweeps, resistance 0.995 per step; at R1&apos;s stable defaults, point mass 1 kg and dt = 0.02 s (at the main preset&apos;s 0.02 kg and 1/60 s R1&apos;s relaxation coefficient k·dt²/2m is 27.8 and its loop diverges in the first step; the run at dt = 0.12 s shows that divergence, coefficient 28.8). pbd with R1&apos;s switches: one relaxation move (l − L)·k·dt²/2m per spring divided between its ends, no clamp, sweeps in the spring list&apos;s order, gravity added as resistance·g·dt²/2 and divided by the point mass, the last column&apos;s 47 springs missing (R1&apos;s builder), the springs listed point by point as R1&apos;s builder adds them with the pinned edge as its last row, each sweep ending at the first spring with both ends pinned (R1&apos;s early exit, reached here only at the pinned row&apos;s own springs), the sphere&apos;s push kept in the Verlet velocity (velocity correction, 1e-6 m margin) and damped by the resistance with it (stage order collide-retain). No air, no spring damping. Runs: R1&apos;s method and ClothLab&apos;s corrected relaxation side by side, and both at dt = 0.12 s (R1 diverges, the clamp holds).</source>
        <translation>書かれたとおりの R1 のプログラム：17 × 17 点、1 m × 1 m、1辺を固定し、球の上にあります。k = 4000 N/m、16 回の緩和スイープ、ステップごとの抵抗係数 0.995。R1 の安定な既定値である質点の質量 1 kg と dt = 0.02 s を使います(メインのプリセットの 0.02 kg と 1/60 s では R1 の緩和係数 k·dt²/2m が 27.8 となり、そのループは最初のステップで発散します。dt = 0.12 s のランがその発散を示します、係数 28.8)。R1 のスイッチを入れた PBD：バネごとに1つの緩和移動量 (l − L)·k·dt²/2m を両端で分け合い、打ち切りなし、スイープはバネのリストの順、重力は 抵抗係数·g·dt²/2 として加え質点の質量で割る、最後の列の 47 本のバネが欠けている(R1 の構築処理)、バネは R1 の構築処理が加える順に点ごとに並び、固定された辺はその最後の行、各スイープは両端が固定された最初のバネで終わる(R1 の早期終了。ここでは固定された行自身のバネでしか起きません)、球による押し出しはベルレ積分の速度に残り(速度補正、余白 1e-6 m)、それも抵抗係数で減衰します(段階の順序 collide-retain)。空気もバネ減衰もありません。ラン：R1 の方法と ClothLab の修正した緩和を並べ、さらに両方を dt = 0.12 s で(R1 は発散し、打ち切りは持ちこたえます)。</translation>
    </message>
    <message>
        <source>R5&apos;s program as written: a 10 m × 10 m cloth of 21 × 21 points (the triangle mesh&apos;s edges, k = 8000 N/m, 1 kg per point), two corners pinned, over a sphere of collision radius 2.7 m; gravity 9.8 m/s², velocity ×0.99 per frame, dt = 1/30 s. chebyshev with R5&apos;s switches: 32 Chebyshev-accelerated Jacobi iterations (ρ = 0.995) started from the previous positions xₙ (R5&apos;s line starting them at x̂ is commented out), preconditioner 1/(m/h² + 4k); the sphere&apos;s correction v += Δx/h comes after the velocity update and is damped by 0.99 with it (stage order collide-retain). R5&apos;s random wind, replayable: a force u·F on every point, F = (0, 0, 2) N, with u uniform in [0, 1) drawn anew at every gradient evaluation, on frames drawn windy with probability 0.5 (R5: roughly a third to two thirds of the frames), from a generator seeded by air.random_wind.seed; F and the probability are ClothLab&apos;s values. No air drag. Runs: R5&apos;s start, ClothLab&apos;s prediction start at 32 iterations, and implicit Euler.</source>
        <translation>書かれたとおりの R5 のプログラム：21 × 21 点、10 m × 10 m の布(三角形メッシュの辺、k = 8000 N/m、1点 1 kg)、2隅を固定し、衝突半径 2.7 m の球の上にあります。重力 9.8 m/s²、フレームごとに速度 ×0.99、dt = 1/30 s。R5 のスイッチを入れたチェビシェフ法：32 回のチェビシェフ加速ヤコビ反復(ρ = 0.995)を前の位置 xₙ から始め(x̂ から始める R5 の行はコメントアウトされています)、前処理は 1/(m/h² + 4k)。球による補正 v += Δx/h は速度の更新の後に来て、それも 0.99 で減衰します(段階の順序 collide-retain)。R5 のランダムな風を再現可能な形で：すべての点に力 u·F、F = (0, 0, 2) N。u は [0, 1) の一様乱数で勾配を評価するたびに新しく引き、風のあるフレームは確率 0.5 で引きます(R5：フレームのおよそ3分の1から3分の2)。乱数生成器のシードは air.random_wind.seed です。F と確率は ClothLab の値です。空気抵抗はありません。ラン：R5 の開始点、反復 32 回での ClothLab の予測からの開始、陰的オイラー法。</translation>
    </message>
    <message>
        <source>Folding cloth</source>
        <translation>折り重なる布</translation>
    </message>
    <message>
        <source>A long 12 × 40 cloth falls edge-first onto the ground and folds onto itself; self-collision keeps its layers a thickness apart (cloth contact: proximity, continuous detection, friction).</source>
        <translation>長い 12 × 40 の布が端から地面に落ち、自分の上に折り重なります。自己衝突が層どうしを厚さだけ離しておきます(布の接触：近接判定、連続衝突判定、摩擦)。</translation>
    </message>
    <message>
        <source>A free 24 × 24 cloth dropped onto a sphere resting on the ground; friction holds it in a drape, and self-collision keeps its folds from passing through each other.</source>
        <translation>固定されていない 24 × 24 の布を、地面に置いた球の上に落とします。摩擦で布がかかったままになり、自己衝突がひだどうしのすり抜けを防ぎます。</translation>
    </message>
</context>
<context>
    <name>ReportWriter</name>
    <message>
        <source>blew up</source>
        <translation>発散</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>Scene</source>
        <translation>シーン</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>ラン</translation>
    </message>
    <message>
        <source>Energy and error</source>
        <translation>エネルギーと誤差</translation>
    </message>
    <message>
        <source>Analyses</source>
        <translation>解析</translation>
    </message>
    <message>
        <source>Manifest</source>
        <translation>マニフェスト</translation>
    </message>
    <message>
        <source>Figure %1. %2</source>
        <translation>図 %1. %2</translation>
    </message>
    <message>
        <source>ClothLab report: %1</source>
        <translation>ClothLab レポート：%1</translation>
    </message>
    <message>
        <source>Written %1 by ClothLab %2.</source>
        <translation>%1 に ClothLab %2 で作成。</translation>
    </message>
    <message>
        <source>%1 particles (%2 pinned), total mass %3 kg.</source>
        <translation>質点 %1 個(固定 %2 個)、総質量 %3 kg。</translation>
    </message>
    <message>
        <source>structural</source>
        <translation>構造バネ</translation>
    </message>
    <message>
        <source>shear</source>
        <translation>せん断バネ</translation>
    </message>
    <message>
        <source>bending</source>
        <translation>曲げバネ</translation>
    </message>
    <message>
        <source>Spring kind</source>
        <translation>バネの種類</translation>
    </message>
    <message>
        <source>Springs</source>
        <translation>バネ数</translation>
    </message>
    <message>
        <source>Stretch k⁺ (N/m)</source>
        <translation>伸び剛性 k⁺ (N/m)</translation>
    </message>
    <message>
        <source>Compression k⁻ (N/m)</source>
        <translation>縮み剛性 k⁻ (N/m)</translation>
    </message>
    <message>
        <source>Damping c (N·s/m)</source>
        <translation>減衰 c (N·s/m)</translation>
    </message>
    <message>
        <source>Gravity (%1, %2, %3) m/s²; air drag %4 N·s/m; wind (%5, %6, %7) m/s.</source>
        <translation>重力 (%1, %2, %3) m/s²、空気抵抗 %4 N·s/m、風 (%5, %6, %7) m/s。</translation>
    </message>
    <message>
        <source>Obstacle</source>
        <translation>障害物</translation>
    </message>
    <message>
        <source>Friction</source>
        <translation>摩擦</translation>
    </message>
    <message>
        <source>Response</source>
        <translation>応答</translation>
    </message>
    <message>
        <source>The scene has no comparison runs.</source>
        <translation>このシーンには比較用のランがありません。</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>ラン</translation>
    </message>
    <message>
        <source>Integrator</source>
        <translation>積分法</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>パラメータ</translation>
    </message>
    <message>
        <source>dt (s)</source>
        <translation>dt (s)</translation>
    </message>
    <message>
        <source>Substeps</source>
        <translation>サブステップ数</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Energy residual (J)</source>
        <translation>エネルギー残差 (J)</translation>
    </message>
    <message>
        <source>Error RMS (m)</source>
        <translation>誤差 RMS (m)</translation>
    </message>
    <message>
        <source>The comparison was not run; run it in the Comparison tab first.</source>
        <translation>比較は実行されていません。先に比較タブで実行してください。</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>%1 を書き込めませんでした。</translation>
    </message>
    <message>
        <source>paused at t = %1 s</source>
        <translation>t = %1 s で一時停止</translation>
    </message>
    <message>
        <source>No stability study of this scene: %1</source>
        <translation>このシーンの安定性は調べられません：%1</translation>
    </message>
    <message>
        <source>%1 The modes are those of the forces linearised at the initial state (%2). A measured limit comes from a stability analysis in this report.</source>
        <translation>%1 モードは初期状態で線形化した力のモードです(%2)。測定した限界は、このレポートに含まれる安定限界の解析によるものです。</translation>
    </message>
    <message>
        <source>Stability and accuracy</source>
        <translation>安定性と精度</translation>
    </message>
    <message>
        <source>%1 at dt = %2 s</source>
        <translation>%1 (dt = %2 s)</translation>
    </message>
    <message>
        <source>Integrators in the tables, by id</source>
        <translation>表中の積分法 (ID)</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Energy residual T + U_g + U_e + D − W − E_0 of each run on “%1”: %2.</source>
        <translation>「%1」の各ランのエネルギー残差 T + U_g + U_e + D − W − E_0：%2。</translation>
    </message>
    <message>
        <source>RMS trajectory error of each run on “%1” (no reference): %2.</source>
        <translation>「%1」の各ランの軌道誤差 RMS(参照解なし)：%2。</translation>
    </message>
    <message>
        <source>RMS trajectory error of each run on “%1” against %2: %3.</source>
        <translation>「%1」の各ランの %2 に対する軌道誤差 RMS：%3。</translation>
    </message>
    <message>
        <source>No analysis was run (Analysis menu: convergence study, stability limits, stiffness sweep, work–precision).</source>
        <translation>解析は実行されていません(解析メニュー：収束性の検証、安定限界、剛性スイープ、計算量–精度)。</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 を書き込めませんでした：%2</translation>
    </message>
    <message>
        <source>Assignment: %1</source>
        <translation>課題：%1</translation>
    </message>
    <message>
        <source>Handed in by %1.</source>
        <translation>提出者：%1。</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>設問</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>解答</translation>
    </message>
    <message>
        <source>Obtained</source>
        <translation>求め方</translation>
    </message>
    <message>
        <source>Grader&apos;s check</source>
        <translation>採点の確認</translation>
    </message>
    <message>
        <source>The analyses behind the answers are in section 4, with their figures and tables.</source>
        <translation>解答のもとになった解析は、図と表とともに第 4 節にあります。</translation>
    </message>
    <message>
        <source>linearised about the state of %1 at t = %2 s</source>
        <translation>%1 の t = %2 s の状態のまわりで線形化</translation>
    </message>
    <message>
        <source>linearised at t = 0</source>
        <translation>t = 0 で線形化</translation>
    </message>
    <message>
        <source>Scene “%1”, %2.</source>
        <translation>シーン「%1」、%2。</translation>
    </message>
    <message>
        <source>Scene “%1”, %2; runs: %3.</source>
        <translation>シーン「%1」、%2。ラン：%3。</translation>
    </message>
</context>
<context>
    <name>RunFigure</name>
    <message>
        <source>time (s)</source>
        <translation>時間 (s)</translation>
    </message>
    <message>
        <source>energy (J)</source>
        <translation>エネルギー (J)</translation>
    </message>
    <message>
        <source>kinetic T</source>
        <translation>運動エネルギー T</translation>
    </message>
    <message>
        <source>gravity U_g</source>
        <translation>重力ポテンシャルエネルギー U_g</translation>
    </message>
    <message>
        <source>elastic U_e</source>
        <translation>弾性エネルギー U_e</translation>
    </message>
    <message>
        <source>dissipated D</source>
        <translation>散逸エネルギー D</translation>
    </message>
    <message>
        <source>external work W</source>
        <translation>外部仕事 W</translation>
    </message>
    <message>
        <source>total T + U_g + U_e</source>
        <translation>全エネルギー T + U_g + U_e</translation>
    </message>
    <message>
        <source>energy residual (J)</source>
        <translation>エネルギー残差 (J)</translation>
    </message>
    <message>
        <source>RMS error (m)</source>
        <translation>RMS 誤差 (m)</translation>
    </message>
    <message>
        <source>largest structural strain |l − L|/L</source>
        <translation>構造バネの最大ひずみ |l − L|/L</translation>
    </message>
    <message>
        <source>iteration</source>
        <translation>反復</translation>
    </message>
    <message>
        <source>solver residual</source>
        <translation>ソルバー残差</translation>
    </message>
</context>
<context>
    <name>RunText</name>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>%1 = %2 %3</source>
        <translation>%1 = %2 %3</translation>
    </message>
    <message>
        <source>defaults</source>
        <translation>既定値</translation>
    </message>
    <message>
        <source>scene %1 = %2</source>
        <translation>シーン %1 = %2</translation>
    </message>
</context>
<context>
    <name>StabilityText</name>
    <message>
        <source>%1: ρ(A) = 1</source>
        <translation>%1：ρ(A) = 1</translation>
    </message>
    <message>
        <source>%1: inside</source>
        <translation>%1：領域内</translation>
    </message>
    <message>
        <source>%1: modes</source>
        <translation>%1：モード</translation>
    </message>
    <message>
        <source>%1: outside</source>
        <translation>%1：領域外</translation>
    </message>
    <message>
        <source>none (no mode limits the step)</source>
        <translation>なし(刻み幅を制限するモードはありません)</translation>
    </message>
    <message>
        <source>ω = %1 rad/s, %2</source>
        <translation>ω = %1 rad/s、%2</translation>
    </message>
    <message>
        <source>ω = %1 rad/s</source>
        <translation>ω = %1 rad/s</translation>
    </message>
    <message>
        <source>Re(h·λ)</source>
        <translation>Re(h·λ)</translation>
    </message>
    <message>
        <source>Im(h·λ)</source>
        <translation>Im(h·λ)</translation>
    </message>
    <message>
        <source>ω·h</source>
        <translation>ω·h</translation>
    </message>
    <message>
        <source>algorithmic damping ratio ζ̄</source>
        <translation>数値減衰比 ζ̄</translation>
    </message>
    <message>
        <source>period error T̄/T − 1</source>
        <translation>周期誤差 T̄/T − 1</translation>
    </message>
    <message>
        <source>Numerical damping of an undamped mode per step of ω·h (Hilber, Hughes &amp; Taylor); the marks below the curves are the scene&apos;s modes at each run&apos;s dt.</source>
        <translation>減衰のないモードが ω·h の刻みで受ける数値減衰(Hilber, Hughes &amp; Taylor)。曲線の下の印は、各ランの dt におけるシーンのモードです。</translation>
    </message>
    <message>
        <source>Relative period error of an undamped mode per step of ω·h; the marks below the curves are the scene&apos;s modes at each run&apos;s dt.</source>
        <translation>減衰のないモードが ω·h の刻みで受ける相対周期誤差。曲線の下の印は、各ランの dt におけるシーンのモードです。</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>ラン</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>積分法</translation>
    </message>
    <message>
        <source>dt (s)</source>
        <translation>dt (s)</translation>
    </message>
    <message>
        <source>Predicted stable dt (s)</source>
        <translation>予測安定 dt (s)</translation>
    </message>
    <message>
        <source>Limiting mode</source>
        <translation>制限するモード</translation>
    </message>
    <message>
        <source>Modes outside</source>
        <translation>領域外のモード数</translation>
    </message>
    <message>
        <source>Measured limit (s)</source>
        <translation>測定した限界 (s)</translation>
    </message>
    <message>
        <source>all modes, first-order system</source>
        <translation>全モード、1階系</translation>
    </message>
    <message>
        <source>all modes, undamped problem with modal damping</source>
        <translation>全モード、非減衰問題とモード減衰</translation>
    </message>
    <message>
        <source>highest modes, iterative solver</source>
        <translation>最高次のモード、反復解法</translation>
    </message>
    <message>
        <source>The scene has no free particles: no modes.</source>
        <translation>シーンに自由な質点がないため、モードはありません。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln mode(s); highest ω = %1 rad/s, mostly %2.</source>
        <translation>
            <numerusform>モード %Ln 個。最高の ω = %1 rad/s、主に%2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln mode(s); highest ω = %1 rad/s.</source>
        <translation>
            <numerusform>モード %Ln 個。最高の ω = %1 rad/s。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no linear stability prediction (%2).</source>
        <translation>%1 には線形安定性の予測がありません(%2)。</translation>
    </message>
    <message>
        <source>dt = %1 s is within %2&apos;s predicted stability (no mode of this scene limits its step): the blow-up comes from large motion or contact, not from a linear mode.</source>
        <translation>dt = %1 s は %2 の予測では安定です(このシーンのどのモードも刻み幅を制限しません)。発散の原因は線形のモードではなく、大きな運動か接触です。</translation>
    </message>
    <message>
        <source>unstable at every dt</source>
        <translation>すべての dt で不安定</translation>
    </message>
    <message>
        <source>%1 is unstable at every dt on this scene: the mode at ω = %2 rad/s (damping ratio %3) grows however small the step is.</source>
        <translation>%1 はこのシーンではすべての dt で不安定です。ω = %2 rad/s のモード(減衰比 %3)は時間刻み幅をどれだけ小さくしても増大します。</translation>
    </message>
    <message>
        <source>damping ratio ζ</source>
        <translation>減衰比 ζ</translation>
    </message>
    <message>
        <source>%1: largest stable ω·h</source>
        <translation>%1：安定な最大の ω·h</translation>
    </message>
    <message>
        <source>Per mode: a mode of angular frequency ω and damping ratio ζ is stable at step h where ω·h lies left of its method&apos;s curve, ρ(A(ω·h, ζ)) ≤ 1: ○ a mode inside, × outside at the run&apos;s dt.</source>
        <translation>モードごと：角振動数 ω、減衰比 ζ のモードは、ω·h がその積分法の曲線より左にあるとき時間刻み幅 h で安定(ρ(A(ω·h, ζ)) ≤ 1)。○ はランの dt で領域内、× は領域外のモード。</translation>
    </message>
    <message>
        <source>First-order methods, region |R(z)| ≤ 1: %1.</source>
        <translation>1 階系として扱う積分法(領域 |R(z)| ≤ 1)：%1。</translation>
    </message>
    <message>
        <source>Second-order schemes, no R(z), region per mode (ω·h, ζ): %1.</source>
        <translation>2 階系のスキーム(R(z) はなく、安定領域はモードごとの (ω·h, ζ))：%1。</translation>
    </message>
    <message>
        <source>e-fold in %1 s</source>
        <translation>%1 s で e 倍</translation>
    </message>
    <message>
        <source>The regions include the scene&apos;s velocity retention, v × %1 after every step.</source>
        <translation>領域にはシーンの速度保持率(各ステップの後に v × %1)を含みます。</translation>
    </message>
    <message>
        <source>Growth at dt</source>
        <translation>この dt での増大</translation>
    </message>
    <message>
        <source>At this dt the fastest-growing mode (ω = %1 rad/s) grows by ρ = %2 per step, e-fold every %3 s.</source>
        <translation>この dt では最も速く増大するモード(ω = %1 rad/s)が 1 ステップごとに ρ = %2 倍になり、%3 s ごとに e 倍になります。</translation>
    </message>
    <message>
        <source>Linearised about the initial state.</source>
        <translation>初期状態のまわりで線形化。</translation>
    </message>
    <message>
        <source>Linearised about the state of %1 at t = %2 s.</source>
        <translation>%1 の t = %2 s の状態のまわりで線形化。</translation>
    </message>
    <message>
        <source>dt = %1 s is below %2&apos;s predicted limit %3 s for the scene&apos;s state at t = %4 s. The run left that state: tension in a hanging cloth adds lightly damped modes that can limit the step more, and large motion or contact can blow it up as well.</source>
        <translation>dt = %1 s は t = %4 s のシーンの状態に対する %2 の予測限界 %3 s より小さい値です。ランはその状態から離れています。吊るされた布の張力は減衰の弱いモードを加え、それが時間刻み幅をさらに制限することがあります。大きな運動や接触でも発散することがあります。</translation>
    </message>
    <message>
        <source>dt = %1 s is above %2&apos;s predicted stable limit %3 s for the scene&apos;s state at t = %4 s: the mode at ω = %5 rad/s (mostly %6) left its stability region.</source>
        <translation>dt = %1 s は t = %4 s のシーンの状態での %2 の予測安定限界 %3 s を超えています。ω = %5 rad/s のモード(主に%6)が安定領域の外に出ました。</translation>
    </message>
    <message>
        <source>dt = %1 s is above %2&apos;s predicted stable limit %3 s for the scene&apos;s state at t = %4 s: the mode at ω = %5 rad/s left its stability region.</source>
        <translation>dt = %1 s は t = %4 s のシーンの状態での %2 の予測安定限界 %3 s を超えています。ω = %5 rad/s のモードが安定領域の外に出ました。</translation>
    </message>
    <message>
        <source>%1: ρ(A) ≤ 1</source>
        <translation>%1：ρ(A) ≤ 1</translation>
    </message>
    <message>
        <source>Shaded: where each method is stable, ρ(A) ≤ 1 for the damped mode with eigenvalues h·λ, h·λ̄ (for Runge–Kutta methods |R(z)| ≤ 1); ○ a mode inside, × outside at the run&apos;s dt.</source>
        <translation>塗りつぶし：各手法が安定な領域。固有値 h·λ, h·λ̄ の減衰モードに対して ρ(A) ≤ 1(ルンゲ＝クッタ法では |R(z)| ≤ 1)。○ はランの dt で領域内、× は領域外のモード。</translation>
    </message>
    <message>
        <source>Zoomed to the modes.</source>
        <translation>モードの付近を拡大。</translation>
    </message>
    <message>
        <source>Inset: the box around the modes (marked), enlarged.</source>
        <translation>挿入図：モードの周りの枠(図中に表示)を拡大。</translation>
    </message>
</context>
<context>
    <name>clothlab::app::ComparisonWorkspace</name>
    <message>
        <source>Run “%1” cannot be simulated: %2</source>
        <translation>ラン「%1」はシミュレーションできません：%2</translation>
    </message>
    <message>
        <source>Energy (runs)</source>
        <translation>エネルギー(ラン)</translation>
    </message>
    <message>
        <source>Energy residual</source>
        <translation>エネルギー残差</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>誤差</translation>
    </message>
    <message>
        <source>Strain</source>
        <translation>ひずみ</translation>
    </message>
    <message>
        <source>Solver residual</source>
        <translation>ソルバー残差</translation>
    </message>
    <message>
        <source>%1 · dt = %2 s / %3 · %4</source>
        <translation>%1 · dt = %2 s / %3 · %4</translation>
    </message>
    <message>
        <source>%1 · dt = %2 s · %3</source>
        <translation>%1 · dt = %2 s · %3</translation>
    </message>
    <message>
        <source>Run “%1” blew up at t = %2 s: a position or velocity became infinite or not a number. It stopped there; the other runs go on.</source>
        <translation>ラン「%1」は t = %2 s で発散しました：位置または速度が無限大か非数になりました。このランはそこで止まり、他のランは続きます。</translation>
    </message>
    <message>
        <source>Run “%1” blew up at t = %2 s: its energy grew beyond the bound. It stopped there; the other runs go on.</source>
        <translation>ラン「%1」は t = %2 s で発散しました：エネルギーが上限を超えました。このランはそこで止まり、他のランは続きます。</translation>
    </message>
    <message>
        <source>The comparison has no runs to export.</source>
        <translation>比較にはエクスポートするランがありません。</translation>
    </message>
</context>
<context>
    <name>clothlab::app::MainWindow</name>
    <message>
        <source>%1 — ClothLab</source>
        <translation>%1 — ClothLab</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About ClothLab</source>
        <translation>ClothLab について(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Qt について(&amp;Q)</translation>
    </message>
    <message>
        <source>About ClothLab</source>
        <translation>ClothLab について</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;ClothLab %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;A workbench for mass-spring cloth simulation: one scene, many integrators, with energy and error measured the same way for all of them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;ClothLab %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;質点バネモデルによる布シミュレーションのワークベンチです。一つのシーンを複数の積分法で解き、エネルギーと誤差をすべて同じ方法で測ります。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Opened preset “%1”.</source>
        <translation>プリセット「%1」を開きました。</translation>
    </message>
    <message>
        <source>Could not open the scene: %1</source>
        <translation>シーンを開けませんでした：%1</translation>
    </message>
    <message>
        <source>Open Scene</source>
        <translation>シーンを開く</translation>
    </message>
    <message>
        <source>Could not open the scene:
%1</source>
        <translation>シーンを開けませんでした：
%1</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>%1 を開きました。</translation>
    </message>
    <message>
        <source>ClothLab scenes (*.json);;All files (*)</source>
        <translation>ClothLab シーン (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Could not save the scene: %1</source>
        <translation>シーンを保存できませんでした：%1</translation>
    </message>
    <message>
        <source>Save Scene</source>
        <translation>シーンの保存</translation>
    </message>
    <message>
        <source>Could not save the scene:
%1</source>
        <translation>シーンを保存できませんでした：
%1</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 を保存しました。</translation>
    </message>
    <message>
        <source>Save Scene As</source>
        <translation>名前を付けてシーンを保存</translation>
    </message>
    <message>
        <source>ClothLab scenes (*.json)</source>
        <translation>ClothLab シーン (*.json)</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>未保存の変更</translation>
    </message>
    <message>
        <source>The scene has unsaved changes. Save them first?</source>
        <translation>シーンに未保存の変更があります。先に保存しますか?</translation>
    </message>
    <message>
        <source>%1 steps/s</source>
        <translation>%1 ステップ/s</translation>
    </message>
    <message>
        <source>%1 fps</source>
        <translation>%1 fps</translation>
    </message>
    <message>
        <source>The scene cannot be simulated: %1</source>
        <translation>このシーンはシミュレーションできません：%1</translation>
    </message>
    <message>
        <source>Scene</source>
        <translation>シーン</translation>
    </message>
    <message>
        <source>Stiffness</source>
        <translation>剛性</translation>
    </message>
    <message>
        <source>Forces</source>
        <translation>外力</translation>
    </message>
    <message>
        <source>Integrator</source>
        <translation>積分法</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>エネルギー</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>ログ</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新規(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Preset</source>
        <translation>プリセットを開く(&amp;P)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Simulation</source>
        <translation>シミュレーション(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>一時停止(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>再生(&amp;P)</translation>
    </message>
    <message>
        <source>S&amp;tep</source>
        <translation>ステップ(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>リセット(&amp;R)</translation>
    </message>
    <message>
        <source>Spee&amp;d</source>
        <translation>速度(&amp;D)</translation>
    </message>
    <message>
        <source>%1 × real time</source>
        <extracomment>Simulation speed relative to real time, e.g. &quot;0.5 × real time&quot;</extracomment>
        <translation>実時間の %1 倍</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Integrator Reference</source>
        <translation>積分法リファレンス(&amp;I)</translation>
    </message>
    <message>
        <source>The simulation blew up at t = %1 s (step %2): a position or velocity became infinite or not a number. It is paused at the last good state; try a smaller time step or another integrator.</source>
        <translation>t = %1 s (ステップ %2) でシミュレーションが発散しました：位置または速度が無限大または非数になりました。最後の正常な状態で一時停止しています。時間刻み幅を小さくするか、別の積分法を試してください。</translation>
    </message>
    <message>
        <source>The simulation blew up at t = %1 s (step %2): the energy grew by %3 J, beyond the bound of %4 J. It is paused at the last good state; try a smaller time step or another integrator.</source>
        <translation>t = %1 s (ステップ %2) でシミュレーションが発散しました：エネルギーが %3 J 増え、上限 %4 J を超えました。最後の正常な状態で一時停止しています。時間刻み幅を小さくするか、別の積分法を試してください。</translation>
    </message>
    <message>
        <source>Load Texture</source>
        <translation>テクスチャの読み込み</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.bmp);;All files (*)</source>
        <translation>画像 (*.png *.jpg *.jpeg *.bmp);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Could not read the image %1.</source>
        <translation>画像 %1 を読み込めませんでした。</translation>
    </message>
    <message>
        <source>Texture %1 applied to the cloth.</source>
        <translation>テクスチャ %1 を布に適用しました。</translation>
    </message>
    <message>
        <source>&amp;3D View</source>
        <translation>3D ビュー(&amp;3)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <extracomment>The menu that switches the interface language; keep &quot;Language&quot; recognisable.</extracomment>
        <translation>言語 (Language)(&amp;L)</translation>
    </message>
    <message>
        <source>Cloth &amp;Surface</source>
        <translation>布の表面(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Wireframe</source>
        <translation>ワイヤーフレーム(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Particles</source>
        <translation>質点(&amp;P)</translation>
    </message>
    <message>
        <source>S&amp;tructural Springs</source>
        <translation>構造バネ(&amp;T)</translation>
    </message>
    <message>
        <source>S&amp;hear Springs</source>
        <translation>せん断バネ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Bending Springs</source>
        <translation>曲げバネ(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Force Vectors</source>
        <translation>力ベクトル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Obstacles</source>
        <translation>障害物(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Ground Grid</source>
        <translation>地面グリッド(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Axes</source>
        <translation>座標軸(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Reset Camera</source>
        <translation>カメラをリセット(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Load Texture…</source>
        <translation>テクスチャを読み込む(&amp;L)…</translation>
    </message>
    <message>
        <source>Built-in &amp;Texture</source>
        <translation>組み込みテクスチャ(&amp;T)</translation>
    </message>
    <message>
        <source>Integrator: %1.</source>
        <translation>積分法：%1。</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>ラン</translation>
    </message>
    <message>
        <source>Simulation</source>
        <translation>シミュレーション</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>比較</translation>
    </message>
    <message>
        <source>The runs of the Runs panel side by side, in lockstep</source>
        <translation>ランパネルのランを並べて同時に表示します</translation>
    </message>
    <message>
        <source>Export &amp;Report…</source>
        <translation>レポートをエクスポート(&amp;R)…</translation>
    </message>
    <message>
        <source>Write a PDF report: the scene, the runs of the comparison with their energy and error figures, the analyses and the manifest</source>
        <translation>PDF レポートを書き出します：シーン、比較のランとそのエネルギー・誤差の図、解析、マニフェスト</translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation>レポートをエクスポート</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文書 (*.pdf)</translation>
    </message>
    <message numerus="yes">
        <source>Report written: %1 (with %n figure file(s) beside it).</source>
        <translation>
            <numerusform>レポートを書き出しました：%1(図のファイル %n 個を同じ場所に出力)。</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>エクスポート(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Figure of the Current Plot…</source>
        <translation>現在のグラフの図(&amp;F)…</translation>
    </message>
    <message>
        <source>Plot &amp;Data (CSV)…</source>
        <translation>グラフのデータ (CSV)(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Energy History (CSV)…</source>
        <translation>エネルギー履歴 (CSV)(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;3D View Image…</source>
        <translation>3D ビュー画像(&amp;3)…</translation>
    </message>
    <message>
        <source>Export Comparison Data to a Folder</source>
        <translation>比較データをフォルダにエクスポート</translation>
    </message>
    <message>
        <source>Export Comparison Data</source>
        <translation>比較データのエクスポート</translation>
    </message>
    <message>
        <source>Comparison data written to %1: %2.</source>
        <translation>比較データを %1 に書き出しました：%2。</translation>
    </message>
    <message>
        <source>&amp;Comparison Data (CSV)…</source>
        <translation>比較データ (CSV)(&amp;C)…</translation>
    </message>
    <message>
        <source>Skinning: 1 nearest particle</source>
        <extracomment>Solid bodies: each vertex of the drawn surface follows its nearest particle(s)</extracomment>
        <translation>スキニング：最近傍の質点 1 個</translation>
    </message>
    <message>
        <source>Skinning: 3 nearest particles</source>
        <translation>スキニング：最近傍の質点 3 個</translation>
    </message>
    <message>
        <source>The edit was not applied to the running simulation: %1</source>
        <translation>編集は実行中のシミュレーションに適用されませんでした：%1</translation>
    </message>
    <message>
        <source>Stability</source>
        <translation>安定性</translation>
    </message>
    <message>
        <source>&amp;Preset Reference</source>
        <translation>プリセットリファレンス(&amp;P)</translation>
    </message>
    <message>
        <source>“%1” is locked by the assignment: the edit was not made.</source>
        <translation>「%1」は課題によりロックされているため、編集は行われませんでした。</translation>
    </message>
    <message>
        <source>&amp;Compare Integrators…</source>
        <translation>積分法を比較(&amp;C)…</translation>
    </message>
    <message>
        <source>Set up a comparison: methods by family, each with its time step, in the Runs panel</source>
        <translation>比較を設定：系統ごとに手法を選び、それぞれの時間刻み幅でランパネルに並べます</translation>
    </message>
    <message>
        <source>&amp;Contact Pairs</source>
        <translation>接触ペア(&amp;C)</translation>
    </message>
    <message>
        <source>Reset La&amp;yout</source>
        <translation>レイアウトをリセット(&amp;Y)</translation>
    </message>
    <message>
        <source>Every panel back in its place, sized for this screen</source>
        <translation>すべてのパネルを元の位置に戻し、この画面に合わせた大きさにします</translation>
    </message>
    <message>
        <source>As fast as possible</source>
        <translation>できるだけ速く</translation>
    </message>
    <message>
        <source>%1. The timeline shows that moment: drag it to look around, or Replay from Here with a smaller time step.</source>
        <translation>%1。タイムラインはその時点を表示しています。ドラッグして前後を確かめるか、時間刻み幅を小さくして「ここから再生し直す」を押してください。</translation>
    </message>
    <message>
        <source>Colour Springs &amp;By</source>
        <extracomment>Submenu of View ▸ 3D View: the colour of every spring shows a quantity of it</extracomment>
        <translation>バネの色分け(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;None (Colour by Kind)</source>
        <extracomment>Colour Springs By ▸ None: each spring kind in its own colour</extracomment>
        <translation>なし(種類ごとの色)(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Strain</source>
        <translation>ひずみ(&amp;S)</translation>
    </message>
    <message>
        <source>Blue compressed, grey at rest, red stretched: (l − L)/L</source>
        <translation>青は縮み、灰色は自然長、赤は伸び：(l − L)/L</translation>
    </message>
    <message>
        <source>Elastic &amp;Energy</source>
        <translation>弾性エネルギー(&amp;E)</translation>
    </message>
    <message>
        <source>Each spring&apos;s elastic energy ½·k·(l − L)², in J</source>
        <translation>各バネの弾性エネルギー ½·k·(l − L)² (J)</translation>
    </message>
</context>
<context>
    <name>clothlab::app::Recovery</name>
    <message>
        <source>Cannot restore %1: %2</source>
        <translation>%1 を復元できません：%2</translation>
    </message>
    <message>
        <source>Restore Unsaved Work</source>
        <translation>未保存の作業の復元</translation>
    </message>
    <message>
        <source>ClothLab did not close normally. The scene “%1” had unsaved changes, autosaved at %2. Restore them?</source>
        <translation>ClothLab は正常に終了しませんでした。シーン「%1」には未保存の変更があり、%2 に自動保存されています。復元しますか?</translation>
    </message>
    <message>
        <source>The scene had never been saved to a file.</source>
        <translation>このシーンはまだファイルに保存されていませんでした。</translation>
    </message>
    <message>
        <source>Its file: %1</source>
        <translation>ファイル：%1</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>復元(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>破棄(&amp;D)</translation>
    </message>
    <message>
        <source>Ask Me &amp;Later</source>
        <translation>後で確認(&amp;L)</translation>
    </message>
</context>
<context>
    <name>clothlab::app::ReferenceWindow</name>
    <message>
        <source>Integrator Reference</source>
        <translation>積分法リファレンス</translation>
    </message>
    <message>
        <source>Preset Reference</source>
        <translation>プリセットリファレンス</translation>
    </message>
    <message>
        <source>Every integrator: what it does, its parameters and its update equations.</source>
        <translation>すべての積分法：その働き、パラメータ、更新式。</translation>
    </message>
    <message>
        <source>Every preset scene (File ▸ Open Preset; preset:ID on the command line). The “-original” presets follow their article&apos;s program exactly; their descriptions list the article&apos;s values and defects, and those of the main presets how they differ from the article and why.</source>
        <translation>すべてのプリセットシーン(ファイル ▸ プリセットを開く、コマンドラインでは preset:ID)。「-original」プリセットは記事のプログラムどおりに動きます。その説明には記事の値と不具合が、主なプリセットの説明には記事との違いとその理由が書かれています。</translation>
    </message>
</context>
<context>
    <name>clothlab::app::TransportBar</name>
    <message>
        <source>t = %1 s</source>
        <extracomment>The time of the run in front, in the toolbar</extracomment>
        <translation>t = %1 s</translation>
    </message>
    <message>
        <source>Simulation Toolbar</source>
        <extracomment>The toolbar&apos;s name (its context menu and View ▸ Toolbars)</extracomment>
        <translation>シミュレーションツールバー</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::AnalysisDialog</name>
    <message>
        <source>Cancelled; no result was stored.</source>
        <translation>キャンセルしました。結果は保存されていません。</translation>
    </message>
    <message>
        <source>The analysis failed: %1</source>
        <translation>解析に失敗しました：%1</translation>
    </message>
    <message>
        <source>Running on “%1”…</source>
        <translation>「%1」で実行中…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>キャンセルしています…</translation>
    </message>
    <message>
        <source>Finished in %1 s; the result is kept in Analysis ▸ Results.</source>
        <translation>%1 s で完了しました。結果は 解析 ▸ 結果 に保存されています。</translation>
    </message>
    <message>
        <source>Analyses</source>
        <translation>解析</translation>
    </message>
    <message>
        <source>Convergence Study</source>
        <translation>収束性の検証</translation>
    </message>
    <message>
        <source>Stability Limits</source>
        <translation>安定限界</translation>
    </message>
    <message>
        <source>Stiffness Sweep</source>
        <translation>剛性スイープ</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>実行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Cancel Run</source>
        <translation>実行をキャンセル(&amp;C)</translation>
    </message>
    <message>
        <source>%v of %m done</source>
        <translation>%m 件中 %v 件完了</translation>
    </message>
    <message>
        <source>Work–Precision</source>
        <translation>計算量–精度</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::AnalysisMenu</name>
    <message>
        <source>&amp;Analysis</source>
        <translation>解析(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Stability Limits…</source>
        <translation>安定限界(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Results</source>
        <translation>結果(&amp;R)</translation>
    </message>
    <message>
        <source>C&amp;lear Results</source>
        <translation>結果を消去(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Work–Precision…</source>
        <translation>計算量–精度(&amp;W)…</translation>
    </message>
    <message>
        <source>Con&amp;vergence Study…</source>
        <translation>収束性の検証(&amp;V)…</translation>
    </message>
    <message>
        <source>Stiffness Swee&amp;p…</source>
        <translation>剛性スイープ(&amp;P)…</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::AnalysisPage</name>
    <message>
        <source>Check at least one integrator.</source>
        <translation>積分法を一つ以上選んでください。</translation>
    </message>
    <message>
        <source>Integrators:</source>
        <translation>積分法：</translation>
    </message>
    <message>
        <source>Duration:</source>
        <translation>継続時間：</translation>
    </message>
    <message>
        <source>The duration must be a whole number of the scene&apos;s steps (dt = %1 s): every method&apos;s steps are the scene&apos;s dt times powers of two.</source>
        <translation>継続時間はシーンの時間刻み (dt = %1 s) の整数倍でなければなりません：各手法の時間刻みはシーンの dt に 2 のべき乗を掛けたものです。</translation>
    </message>
    <message>
        <source>Use %1 s</source>
        <translation>%1 s にする</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::AnalysisResultView</name>
    <message>
        <source>No results yet: set up the analysis and press Run.</source>
        <translation>まだ結果はありません。解析を設定して「実行」を押してください。</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::AnalysisTableView</name>
    <message>
        <source>Copy as Tab-Separated Text</source>
        <translation>タブ区切りテキストとしてコピー</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::AssignmentEditor</name>
    <message>
        <source>%1. %2 (%3)</source>
        <translation>%1. %2 (%3)</translation>
    </message>
    <message>
        <source>Task %1 “%2”: %3</source>
        <translation>設問 %1「%2」：%3</translation>
    </message>
    <message>
        <source>Task %1 “%2”, at %3: %4</source>
        <translation>設問 %1「%2」、%3：%4</translation>
    </message>
    <message>
        <source>At %1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>The assignment cannot be saved yet:
%1</source>
        <translation>課題はまだ保存できません：
%1</translation>
    </message>
    <message>
        <source>Save Assignment As</source>
        <translation>課題に名前を付けて保存</translation>
    </message>
    <message>
        <source>ClothLab assignments (*.json)</source>
        <translation>ClothLab 課題 (*.json)</translation>
    </message>
    <message>
        <source>Could not save the assignment:
%1</source>
        <translation>課題を保存できませんでした：
%1</translation>
    </message>
    <message>
        <source>New Assignment</source>
        <translation>新しい課題</translation>
    </message>
    <message>
        <source>Assignment</source>
        <translation>課題</translation>
    </message>
    <message>
        <source>Locked Keys</source>
        <translation>ロックするキー</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>設問</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>タイトル：</translation>
    </message>
    <message>
        <source>Instructions:</source>
        <translation>説明：</translation>
    </message>
    <message>
        <source>Integrators allowed
(none checked: all):</source>
        <translation>使ってよい積分法
(チェックなし：すべて)：</translation>
    </message>
    <message>
        <source>Scene key</source>
        <translation>シーンのキー</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Check the keys the student may not change. A checked key locks everything inside it.</source>
        <translation>学生が変更してはいけないキーにチェックを入れてください。チェックしたキーはその中身をすべてロックします。</translation>
    </message>
    <message>
        <source>&amp;Add Task</source>
        <translation>設問を追加(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>削除(&amp;R)</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>上へ(&amp;U)</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>下へ(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Save As…</source>
        <translation>名前を付けて保存(&amp;S)…</translation>
    </message>
    <message>
        <source>Students may have the workbench run a task with its settings</source>
        <translation>学生がワークベンチに設問をその設定で実行させることを許可する</translation>
    </message>
    <message>
        <source>Off: students run the analyses themselves and type what they read off. A run-to-a-time task can always be run.</source>
        <translation>オフ：学生は自分で解析を実行し、読み取った値を入力します。指定時刻までのランの設問はいつでも実行できます。</translation>
    </message>
    <message>
        <source>Running a task fills in its answer</source>
        <translation>設問を実行すると解答を記入する</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::CompareIntegratorsDialog</name>
    <message>
        <source>Compare Integrators</source>
        <translation>積分法の比較</translation>
    </message>
    <message>
        <source>Time step of the cheapest method:</source>
        <translation>最も安価な手法の時間刻み幅：</translation>
    </message>
    <message>
        <source>Time step:</source>
        <translation>時間刻み幅：</translation>
    </message>
    <message>
        <source>Finding the stability limits…</source>
        <translation>安定限界を求めています…</translation>
    </message>
    <message>
        <source>Tick at least one method.</source>
        <translation>手法を少なくとも 1 つ選んでください。</translation>
    </message>
    <message>
        <source>OK replaces the runs in the Runs panel (Edit ▸ Undo brings them back).</source>
        <translation>OK でランパネルのランを置き換えます(編集 ▸ 元に戻す で戻せます)。</translation>
    </message>
    <message>
        <source>The stability limits could not be found: %1</source>
        <translation>安定限界を求められませんでした：%1</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>限界なし</translation>
    </message>
    <message>
        <source>no stable step found</source>
        <translation>安定な刻み幅が見つかりません</translation>
    </message>
    <message>
        <source>%1 s (predicted)</source>
        <translation>%1 s(予測)</translation>
    </message>
    <message>
        <source>%1 s (measured)</source>
        <translation>%1 s(実測)</translation>
    </message>
    <message>
        <source>Choose the methods to compare on “%1” and how each gets its time step. The runs are set up in the Runs panel and shown side by side in the Comparison tab.</source>
        <translation>「%1」で比較する手法と、それぞれの時間刻み幅の決め方を選んでください。ランはランパネルに設定され、比較タブに並べて表示されます。</translation>
    </message>
    <message>
        <source>This method does not model the orientations of the scene&apos;s solids.</source>
        <translation>この手法はシーンの固体の姿勢を扱いません。</translation>
    </message>
    <message>
        <source>Time step</source>
        <translation>時間刻み幅</translation>
    </message>
    <message>
        <source>One time step for all methods</source>
        <translation>すべての手法で同じ時間刻み幅</translation>
    </message>
    <message>
        <source>Each method at a fraction of its own stability limit</source>
        <translation>各手法をそれぞれの安定限界の一定割合で</translation>
    </message>
    <message>
        <source>Equal cost per simulated second (steps × evaluations per step)</source>
        <translation>シミュレーション 1 秒あたりの計算量を同じに(ステップ数 × 1 ステップの評価回数)</translation>
    </message>
    <message>
        <source>Fraction of the limit:</source>
        <translation>限界に対する割合：</translation>
    </message>
    <message>
        <source>At most:</source>
        <translation>上限：</translation>
    </message>
    <message>
        <source>Limits are predicted from the scene&apos;s modes where the method&apos;s amplification is known, else measured by bisection over 0.5 s. Methods with no limit take the largest step allowed.</source>
        <translation>手法の増幅行列が分かる場合、限界はシーンのモードから予測し、そうでなければ 0.5 s の二分法で実測します。限界のない手法には許される最大の刻み幅を使います。</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>手法</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>系統</translation>
    </message>
    <message>
        <source>Stability limit</source>
        <translation>安定限界</translation>
    </message>
    <message>
        <source>Evaluations per step</source>
        <translation>1 ステップの評価回数</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::ComparisonPlotPanel</name>
    <message>
        <source>Against the reference: %1</source>
        <translation>参照解：%1</translation>
    </message>
    <message>
        <source>%1: no iterative solver, or no step yet</source>
        <translation>%1：反復ソルバーがないか、まだステップがありません</translation>
    </message>
    <message>
        <source>Last step of %1</source>
        <translation>%1 の最後のステップ</translation>
    </message>
    <message>
        <source>Select a run in the Runs panel</source>
        <translation>ランパネルでランを選択してください</translation>
    </message>
    <message>
        <source>time (s)</source>
        <translation>時間 (s)</translation>
    </message>
    <message>
        <source>energy (J)</source>
        <translation>エネルギー (J)</translation>
    </message>
    <message>
        <source>residual / |E₀|</source>
        <translation>残差 / |E₀|</translation>
    </message>
    <message>
        <source>energy residual (J)</source>
        <translation>エネルギー残差 (J)</translation>
    </message>
    <message>
        <source>error (m)</source>
        <translation>誤差 (m)</translation>
    </message>
    <message>
        <source>strain |l − L| / L</source>
        <translation>ひずみ |l − L| / L</translation>
    </message>
    <message>
        <source>iteration</source>
        <translation>反復</translation>
    </message>
    <message>
        <source>residual</source>
        <translation>残差</translation>
    </message>
    <message>
        <source>Log scale</source>
        <translation>対数目盛</translation>
    </message>
    <message>
        <source>Kinetic T</source>
        <translation>運動エネルギー T</translation>
    </message>
    <message>
        <source>Gravity U_g</source>
        <translation>重力ポテンシャルエネルギー U_g</translation>
    </message>
    <message>
        <source>Elastic U_e</source>
        <translation>弾性エネルギー U_e</translation>
    </message>
    <message>
        <source>Elastic, structural</source>
        <translation>弾性エネルギー(構造バネ)</translation>
    </message>
    <message>
        <source>Elastic, shear</source>
        <translation>弾性エネルギー(せん断バネ)</translation>
    </message>
    <message>
        <source>Elastic, bending</source>
        <translation>弾性エネルギー(曲げバネ)</translation>
    </message>
    <message>
        <source>Total T + U_g + U_e</source>
        <translation>全エネルギー T + U_g + U_e</translation>
    </message>
    <message>
        <source>Dissipated D</source>
        <translation>散逸エネルギー D</translation>
    </message>
    <message>
        <source>External work W</source>
        <translation>外部仕事 W</translation>
    </message>
    <message>
        <source>Residual (J)</source>
        <translation>残差 (J)</translation>
    </message>
    <message>
        <source>Residual relative to E₀</source>
        <translation>E₀ に対する相対残差</translation>
    </message>
    <message>
        <source>RMS over particles</source>
        <translation>質点の二乗平均平方根</translation>
    </message>
    <message>
        <source>Maximum over particles</source>
        <translation>質点の最大値</translation>
    </message>
    <message>
        <source>structural</source>
        <translation>構造バネ</translation>
    </message>
    <message>
        <source>shear</source>
        <translation>せん断バネ</translation>
    </message>
    <message>
        <source>bending</source>
        <translation>曲げバネ</translation>
    </message>
    <message>
        <source>Mean strain, %1</source>
        <translation>平均ひずみ(%1)</translation>
    </message>
    <message>
        <source>Maximum strain, %1</source>
        <translation>最大ひずみ(%1)</translation>
    </message>
    <message>
        <source>Kinetic, rotation (solids)</source>
        <translation>運動エネルギー(回転、固体)</translation>
    </message>
    <message>
        <source>Elastic, angle springs (solids)</source>
        <translation>弾性エネルギー(角度バネ、固体)</translation>
    </message>
    <message>
        <source>No reference: mark a run as reference or switch the dop853 reference on</source>
        <translation>参照解なし：ランを参照解に指定するか、dop853 参照解をオンにしてください</translation>
    </message>
    <message>
        <source>No comparison runs yet: Analysis ▸ Compare Integrators… sets them up, and the Comparison tab plays them side by side.</source>
        <translation>比較のランはまだありません。解析 ▸ 積分法を比較… で設定し、比較タブで並べて再生します。</translation>
    </message>
    <message>
        <source>Play the comparison on the Comparison tab to plot its runs.</source>
        <translation>比較タブで比較を再生すると、ここにランが描かれます。</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::ComparisonView</name>
    <message>
        <source>View:</source>
        <translation>表示：</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>分割</translation>
    </message>
    <message>
        <source>One 3D view per run, side by side, with linked cameras</source>
        <translation>ランごとに 3D ビューを並べて表示します(カメラは連動)</translation>
    </message>
    <message>
        <source>Overlay</source>
        <translation>重ね表示</translation>
    </message>
    <message>
        <source>All runs in one 3D view: the primary run opaque, the others translucent</source>
        <translation>すべてのランを 1 つの 3D ビューに表示します。主ランは不透明、他は半透明</translation>
    </message>
    <message>
        <source>&amp;Primary run:</source>
        <translation>主ラン(&amp;P)：</translation>
    </message>
    <message>
        <source>The run drawn opaque in the overlay view</source>
        <translation>重ね表示で不透明に描くラン</translation>
    </message>
    <message>
        <source>Reset Camera</source>
        <translation>カメラをリセット</translation>
    </message>
    <message>
        <source>Frame every shown run in every view</source>
        <translation>表示中のすべてのランが収まるように、すべてのビューのカメラを合わせます</translation>
    </message>
    <message>
        <source>Not shown (at most %1 views): %2</source>
        <translation>非表示(ビューは最大 %1 個)：%2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Every run is hidden: tick one in the Runs panel to show it.</source>
        <translation>すべてのランが非表示です。「ラン」パネルでチェックを入れると表示されます。</translation>
    </message>
    <message>
        <source>Translucent:</source>
        <translation>半透明：</translation>
    </message>
    <message>
        <source>Compare Integrators…</source>
        <translation>積分法を比較…</translation>
    </message>
    <message>
        <source>Pick methods by family and how each gets its time step; the runs are set up for you</source>
        <translation>系統ごとに手法を選び、時間刻み幅の決め方を選ぶと、ランが自動で設定されます</translation>
    </message>
    <message>
        <source>Set up a comparison, or add runs in the Runs panel, to compare integrators side by side.</source>
        <translation>比較を設定するか、ランパネルでランを追加すると、積分法を並べて比較できます。</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::ConvergencePage</name>
    <message>
        <source>Enter at least two time steps, as positive numbers separated by commas (for example 0.01, 0.005, 0.0025).</source>
        <translation>時間刻み幅を二つ以上、カンマ区切りの正の数で入力してください(例：0.01, 0.005, 0.0025)。</translation>
    </message>
    <message>
        <source>The duration %1 s is not a whole number of steps of %2 s: every run must end exactly at the time where the errors are compared.</source>
        <translation>継続時間 %1 s は刻み幅 %2 s の整数倍ではありません。すべてのランは誤差を比較する時刻ちょうどで終わる必要があります。</translation>
    </message>
    <message>
        <source>Use %1 s</source>
        <translation>%1 s にする</translation>
    </message>
    <message>
        <source>The duration %1 s is not a whole number of reference steps of %2 s.</source>
        <translation>継続時間 %1 s は参照解の刻み幅 %2 s の整数倍ではありません。</translation>
    </message>
    <message>
        <source>Use dt = %1 s</source>
        <translation>dt = %1 s にする</translation>
    </message>
    <message>
        <source>Largest dt:</source>
        <translation>最大の dt：</translation>
    </message>
    <message>
        <source>Halvings:</source>
        <translation>半分にする回数：</translation>
    </message>
    <message>
        <source>The study runs dt, dt/2, dt/4, … this many times halved.</source>
        <translation>dt, dt/2, dt/4, … と、この回数だけ半分にして実行します。</translation>
    </message>
    <message>
        <source>List of dt:</source>
        <translation>dt のリスト：</translation>
    </message>
    <message>
        <source>for example 0.01, 0.005, 0.0025</source>
        <translation>例：0.01, 0.005, 0.0025</translation>
    </message>
    <message>
        <source>Tolerance:</source>
        <translation>許容誤差：</translation>
    </message>
    <message>
        <source>Reference: another integrator</source>
        <translation>参照解：別の積分法</translation>
    </message>
    <message>
        <source>Integrator:</source>
        <translation>積分法：</translation>
    </message>
    <message>
        <source>dt:</source>
        <translation>dt：</translation>
    </message>
    <message>
        <source>Reference: DOP853 with error control (dt = the smallest step)</source>
        <translation>参照解：誤差制御付き DOP853(dt = 最小の刻み幅)</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::CustomBodyDialog</name>
    <message>
        <source>body</source>
        <translation>物体</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>The body needs at least one particle.</source>
        <translation>物体には少なくとも1つの質点が必要です。</translation>
    </message>
    <message>
        <source>Particle %1: “%2” is not a number.</source>
        <translation>質点 %1：「%2」が数値ではありません。</translation>
    </message>
    <message>
        <source>Particle %1: the mass must be greater than 0 kg.</source>
        <translation>質点 %1：質量は 0 kg より大きくなければなりません。</translation>
    </message>
    <message>
        <source>Spring %1: particle “%2” must be a whole number from 0 to %3.</source>
        <translation>バネ %1：質点「%2」は 0 から %3 までの整数でなければなりません。</translation>
    </message>
    <message>
        <source>Spring %1 connects a particle to itself.</source>
        <translation>バネ %1 が質点をそれ自身とつないでいます。</translation>
    </message>
    <message>
        <source>Spring %1: the rest length must be a number greater than 0 m, or empty for the initial distance.</source>
        <translation>バネ %1：自然長は 0 m より大きい数値か、初期距離を使う場合は空欄にしてください。</translation>
    </message>
    <message>
        <source>structural</source>
        <translation>構造</translation>
    </message>
    <message>
        <source>shear</source>
        <translation>せん断</translation>
    </message>
    <message>
        <source>bending</source>
        <translation>曲げ</translation>
    </message>
    <message>
        <source>Custom Body</source>
        <translation>カスタム物体</translation>
    </message>
    <message>
        <source>Chain</source>
        <translation>鎖</translation>
    </message>
    <message>
        <source>Single spring (two particles)</source>
        <translation>バネ1本(質点2個)</translation>
    </message>
    <message>
        <source>Tetrahedron</source>
        <translation>四面体</translation>
    </message>
    <message>
        <source>Box of particles</source>
        <translation>質点の箱</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>テンプレート</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>個数</translation>
    </message>
    <message>
        <source>Spacing</source>
        <translation>間隔</translation>
    </message>
    <message>
        <source>Origin (m)</source>
        <translation>原点 (m)</translation>
    </message>
    <message>
        <source>Particle mass</source>
        <translation>質点の質量</translation>
    </message>
    <message>
        <source>Spring kind</source>
        <translation>バネの種類</translation>
    </message>
    <message>
        <source>Pin</source>
        <translation>固定</translation>
    </message>
    <message>
        <source>Particles of a chain; particles per side of a box.</source>
        <translation>鎖の質点数、箱の1辺あたりの質点数。</translation>
    </message>
    <message>
        <source>The kind of the template&apos;s springs; a box&apos;s diagonals are shear springs.</source>
        <translation>テンプレートのバネの種類。箱の対角線はせん断バネです。</translation>
    </message>
    <message>
        <source>Pin the first particle</source>
        <translation>最初の質点を固定</translation>
    </message>
    <message>
        <source>Fill the Tables from the Template</source>
        <translation>テンプレートから表を作成</translation>
    </message>
    <message>
        <source>Particles</source>
        <translation>質点</translation>
    </message>
    <message>
        <source>Springs</source>
        <translation>バネ</translation>
    </message>
    <message>
        <source>x (m)</source>
        <translation>x (m)</translation>
    </message>
    <message>
        <source>y (m)</source>
        <translation>y (m)</translation>
    </message>
    <message>
        <source>z (m)</source>
        <translation>z (m)</translation>
    </message>
    <message>
        <source>vx (m/s)</source>
        <translation>vx (m/s)</translation>
    </message>
    <message>
        <source>vy (m/s)</source>
        <translation>vy (m/s)</translation>
    </message>
    <message>
        <source>vz (m/s)</source>
        <translation>vz (m/s)</translation>
    </message>
    <message>
        <source>Mass (kg)</source>
        <translation>質量 (kg)</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>固定</translation>
    </message>
    <message>
        <source>i</source>
        <translation>i</translation>
    </message>
    <message>
        <source>j</source>
        <translation>j</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Rest length (m, empty: initial distance)</source>
        <translation>自然長 (m、空欄：初期距離)</translation>
    </message>
    <message>
        <source>Add Particle</source>
        <translation>質点を追加</translation>
    </message>
    <message>
        <source>Remove Particle</source>
        <translation>質点を削除</translation>
    </message>
    <message>
        <source>Add Spring</source>
        <translation>バネを追加</translation>
    </message>
    <message>
        <source>Remove Spring</source>
        <translation>バネを削除</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::Document</name>
    <message>
        <source>Change stiffness</source>
        <translation>剛性の変更</translation>
    </message>
    <message>
        <source>Change forces</source>
        <translation>外力の変更</translation>
    </message>
    <message>
        <source>Change integrator</source>
        <translation>積分法の変更</translation>
    </message>
    <message>
        <source>Rename scene</source>
        <translation>シーン名の変更</translation>
    </message>
    <message>
        <source>Add body</source>
        <translation>物体を追加</translation>
    </message>
    <message>
        <source> copy</source>
        <translation> のコピー</translation>
    </message>
    <message>
        <source>Duplicate body</source>
        <translation>物体を複製</translation>
    </message>
    <message>
        <source>Body “%1” has a spring attached to this body; remove that body first.</source>
        <translation>物体「%1」のバネがこの物体につながっています。先にその物体を削除してください。</translation>
    </message>
    <message>
        <source>Remove body</source>
        <translation>物体を削除</translation>
    </message>
    <message>
        <source>Change body</source>
        <translation>物体を変更</translation>
    </message>
    <message>
        <source>Add obstacle</source>
        <translation>障害物を追加</translation>
    </message>
    <message>
        <source>Remove obstacle</source>
        <translation>障害物を削除</translation>
    </message>
    <message>
        <source>Change obstacle</source>
        <translation>障害物を変更</translation>
    </message>
    <message>
        <source>Pin particle %1</source>
        <translation>質点 %1 を固定</translation>
    </message>
    <message>
        <source>Unpin particle %1</source>
        <translation>質点 %1 の固定を解除</translation>
    </message>
    <message>
        <source>Change mass of particle %1</source>
        <translation>質点 %1 の質量を変更</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::EnergyPlotPanel</name>
    <message>
        <source>Kinetic</source>
        <translation>運動エネルギー</translation>
    </message>
    <message>
        <source>Gravity</source>
        <translation>重力ポテンシャルエネルギー</translation>
    </message>
    <message>
        <source>Elastic (structural)</source>
        <translation>弾性エネルギー (構造)</translation>
    </message>
    <message>
        <source>Elastic (shear)</source>
        <translation>弾性エネルギー (せん断)</translation>
    </message>
    <message>
        <source>Elastic (bending)</source>
        <translation>弾性エネルギー (曲げ)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>全エネルギー</translation>
    </message>
    <message>
        <source>Dissipated</source>
        <translation>散逸エネルギー</translation>
    </message>
    <message>
        <source>Residual</source>
        <translation>残差</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>時間 (s)</translation>
    </message>
    <message>
        <source>Energy (J)</source>
        <translation>エネルギー (J)</translation>
    </message>
    <message>
        <source>Follow the last</source>
        <translation>直近を表示</translation>
    </message>
    <message>
        <source>Logarithmic scale</source>
        <translation>対数目盛</translation>
    </message>
    <message>
        <source>Show only the most recent seconds while the simulation runs</source>
        <translation>シミュレーション中は直近の秒数だけを表示します</translation>
    </message>
    <message>
        <source>Kinetic (rotation)</source>
        <translation>運動エネルギー(回転)</translation>
    </message>
    <message>
        <source>Elastic (angle springs)</source>
        <translation>弾性エネルギー(角度バネ)</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::FigureExportDialog</name>
    <message>
        <source>Export Figure</source>
        <translation>図のエクスポート</translation>
    </message>
    <message>
        <source>PDF (vector)</source>
        <translation>PDF(ベクター)</translation>
    </message>
    <message>
        <source>SVG (vector)</source>
        <translation>SVG(ベクター)</translation>
    </message>
    <message>
        <source>PNG (raster)</source>
        <translation>PNG(ラスター)</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>形式：</translation>
    </message>
    <message>
        <source>Single column (85 × 53 mm)</source>
        <translation>1 段組(85 × 53 mm)</translation>
    </message>
    <message>
        <source>Double column (170 × 105 mm)</source>
        <translation>2 段組(170 × 105 mm)</translation>
    </message>
    <message>
        <source>Custom size</source>
        <translation>カスタムサイズ</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>サイズ：</translation>
    </message>
    <message>
        <source>Width × height:</source>
        <translation>幅 × 高さ：</translation>
    </message>
    <message>
        <source>Resolution:</source>
        <translation>解像度：</translation>
    </message>
    <message>
        <source>Font:</source>
        <translation>フォント：</translation>
    </message>
    <message>
        <source>Font size:</source>
        <translation>フォントサイズ：</translation>
    </message>
    <message>
        <source>Paper style (white, colour-blind-safe colours, line styles and markers that survive grayscale printing)</source>
        <translation>論文スタイル(白背景、色覚多様性に配慮した配色、グレースケール印刷でも区別できる線種とマーカー)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>ファイル：</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF ファイル (*.pdf)</translation>
    </message>
    <message>
        <source>SVG files (*.svg)</source>
        <translation>SVG ファイル (*.svg)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
    <message>
        <source>Export Data (CSV)</source>
        <translation>データのエクスポート (CSV)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::FigureExporter</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません：%2</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>エクスポート</translation>
    </message>
    <message>
        <source>Which plot?</source>
        <translation>どのグラフですか?</translation>
    </message>
    <message>
        <source>Export Energy History</source>
        <translation>エネルギー履歴のエクスポート</translation>
    </message>
    <message>
        <source>Export 3D View Image</source>
        <translation>3D ビュー画像のエクスポート</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>幅：</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>高さ：</translation>
    </message>
    <message>
        <source>Transparent background</source>
        <translation>透明な背景</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 に書き込めません。</translation>
    </message>
    <message>
        <source>The whole split view</source>
        <translation>分割表示全体</translation>
    </message>
    <message>
        <source>View %1</source>
        <translation>ビュー %1</translation>
    </message>
    <message>
        <source>View %1: %2</source>
        <translation>ビュー %1：%2</translation>
    </message>
    <message>
        <source>Capture:</source>
        <translation>キャプチャ：</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::ForcesPanel</name>
    <message>
        <source>Gravity (m/s²)</source>
        <translation>重力 (m/s²)</translation>
    </message>
    <message>
        <source>Air resistance</source>
        <translation>空気抵抗</translation>
    </message>
    <message>
        <source>Wind (m/s)</source>
        <translation>風 (m/s)</translation>
    </message>
    <message>
        <source>Wind modulation</source>
        <translation>風の変調振幅</translation>
    </message>
    <message>
        <source>Modulation ω₁</source>
        <translation>変調 ω₁</translation>
    </message>
    <message>
        <source>Modulation ω₂</source>
        <translation>変調 ω₂</translation>
    </message>
    <message>
        <source>Gusts</source>
        <translation>突風</translation>
    </message>
    <message>
        <source>Gust strength</source>
        <translation>突風の強さ</translation>
    </message>
    <message>
        <source>Gust probability</source>
        <translation>突風の確率</translation>
    </message>
    <message>
        <source>Velocity retention</source>
        <translation>速度保持率</translation>
    </message>
    <message>
        <source>Seeded random gusts</source>
        <translation>シード付きランダム突風</translation>
    </message>
    <message>
        <source>Velocity retention multiplies every velocity by this factor once per step. It is not a force: its effect depends on the time step, so runs with different time steps are damped differently.</source>
        <translation>速度保持率は毎ステップすべての速度にこの係数を掛けます。力ではないため効果は時間刻み幅に依存し、時間刻み幅の異なるランでは減衰の強さが変わります。</translation>
    </message>
    <message>
        <source>Cloth–cloth contact</source>
        <translation>布どうしの接触</translation>
    </message>
    <message>
        <source>Cloths collide</source>
        <translation>布どうしが衝突する</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::IntegratorPanel</name>
    <message>
        <source>Update equations</source>
        <translation>更新式</translation>
    </message>
    <message>
        <source>Integrator</source>
        <translation>積分法</translation>
    </message>
    <message>
        <source>Time step</source>
        <translation>時間刻み幅</translation>
    </message>
    <message>
        <source>&lt;b&gt;Run %1 of the comparison&lt;/b&gt; (selected in the Runs panel)</source>
        <translation>&lt;b&gt;比較のラン %1&lt;/b&gt;(ランパネルで選択中)</translation>
    </message>
    <message>
        <source>Change Run Integrator</source>
        <translation>ランの積分法を変更</translation>
    </message>
    <message>
        <source>Contact</source>
        <translation>接触</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::LocalizedTextEdit</name>
    <message>
        <source>Required</source>
        <translation>必須</translation>
    </message>
    <message>
        <source>English</source>
        <translation>英語</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>日本語</translation>
    </message>
    <message>
        <source>Chinese (Simplified)</source>
        <translation>中国語(簡体字)</translation>
    </message>
    <message>
        <source>Chinese (Traditional)</source>
        <translation>中国語(繁体字)</translation>
    </message>
    <message>
        <source>Language of the text: English is required, the others are optional and fall back to English</source>
        <translation>テキストの言語：英語は必須、ほかは任意で、ない場合は英語が表示されます</translation>
    </message>
    <message>
        <source>Optional</source>
        <translation>任意</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::Locks</name>
    <message>
        <source>Locked by the assignment</source>
        <translation>課題によりロック</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::ParticlePanel</name>
    <message>
        <source>none (click a particle)</source>
        <translation>なし(質点をクリック)</translation>
    </message>
    <message>
        <source>Particle</source>
        <translation>質点</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Velocity</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>Mass</source>
        <translation>質量</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>固定</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::PlotPanel</name>
    <message>
        <source>%1: %2 = %3, %4 = %5</source>
        <translation>%1：%2 = %3, %4 = %5</translation>
    </message>
    <message>
        <source>Export Figure…</source>
        <translation>図をエクスポート…</translation>
    </message>
    <message>
        <source>Export Data (CSV)…</source>
        <translation>データをエクスポート (CSV)…</translation>
    </message>
    <message>
        <source>Show &amp;Legend</source>
        <translation>凡例を表示(&amp;L)</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::RunsModel</name>
    <message>
        <source>waiting</source>
        <translation>待機中</translation>
    </message>
    <message>
        <source>running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>blown up at t = %1 s (energy bound)</source>
        <translation>t = %1 s で発散(エネルギー上限)</translation>
    </message>
    <message>
        <source>blown up at t = %1 s (not finite)</source>
        <translation>t = %1 s で発散(非有限値)</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>失敗：%1</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 J</source>
        <translation>%1 J</translation>
    </message>
    <message>
        <source>Energy residual T + U_g + U_e + D − W − E₀ at the last sample</source>
        <translation>最後のサンプルでのエネルギー残差 T + U_g + U_e + D − W − E₀</translation>
    </message>
    <message>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
    <message>
        <source>RMS distance from the reference (%1) at the last sample</source>
        <translation>最後のサンプルでの参照解 (%1) からの二乗平均平方根距離</translation>
    </message>
    <message>
        <source>Rename run</source>
        <translation>ランの名前を変更</translation>
    </message>
    <message>
        <source>Change run integrator</source>
        <translation>ランの積分法を変更</translation>
    </message>
    <message>
        <source>Change run time step</source>
        <translation>ランの時間刻み幅を変更</translation>
    </message>
    <message>
        <source>Change run substeps</source>
        <translation>ランのサブステップ数を変更</translation>
    </message>
    <message>
        <source>Change run colour</source>
        <translation>ランの色を変更</translation>
    </message>
    <message>
        <source>Show run</source>
        <translation>ランを表示</translation>
    </message>
    <message>
        <source>Hide run</source>
        <translation>ランを非表示</translation>
    </message>
    <message>
        <source>Change reference run</source>
        <translation>参照解のランを変更</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>ラン</translation>
    </message>
    <message>
        <source>Integrator</source>
        <translation>積分法</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>パラメータ</translation>
    </message>
    <message>
        <source>dt</source>
        <translation>dt</translation>
    </message>
    <message>
        <source>Substeps</source>
        <translation>サブステップ数</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>色</translation>
    </message>
    <message>
        <source>Visible</source>
        <translation>表示</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>参照解</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Energy residual</source>
        <translation>エネルギー残差</translation>
    </message>
    <message>
        <source>Error (RMS)</source>
        <translation>誤差 (RMS)</translation>
    </message>
    <message>
        <source>Time step of the run, s</source>
        <translation>ランの時間刻み幅 (s)</translation>
    </message>
    <message>
        <source>Integrator steps per time step: the run steps with dt / substeps</source>
        <translation>時間刻みあたりの積分ステップ数：ランは dt / サブステップ数 で進みます</translation>
    </message>
    <message>
        <source>Errors of every run are measured against this run</source>
        <translation>すべてのランの誤差をこのランに対して測ります</translation>
    </message>
    <message>
        <source>Add run</source>
        <translation>ランを追加</translation>
    </message>
    <message>
        <source>Duplicate run</source>
        <translation>ランを複製</translation>
    </message>
    <message>
        <source>Remove run</source>
        <translation>ランを削除</translation>
    </message>
    <message>
        <source>Move run</source>
        <translation>ランを移動</translation>
    </message>
    <message>
        <source>Change run parameters</source>
        <translation>ランのパラメータを変更</translation>
    </message>
    <message>
        <source>No reference: mark a run as reference or switch the dop853 reference on</source>
        <translation>参照解なし：ランを参照解に指定するか、dop853 参照解をオンにしてください</translation>
    </message>
    <message>
        <source>paused at t = %1 s</source>
        <extracomment>The state of a comparison run that is not advancing (before Play, or paused)</extracomment>
        <translation>t = %1 s で一時停止</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>準備完了</translation>
    </message>
    <message>
        <source>showing t = %1 s of the timeline</source>
        <extracomment>A comparison run while the timeline shows one of its earlier moments</extracomment>
        <translation>タイムラインの t = %1 s を表示中</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::RunsPanel</name>
    <message>
        <source>Parameters of %1</source>
        <translation>%1 のパラメータ</translation>
    </message>
    <message>
        <source>This integrator has no parameters.</source>
        <translation>この積分法にはパラメータがありません。</translation>
    </message>
    <message>
        <source>Run colour</source>
        <translation>ランの色</translation>
    </message>
    <message>
        <source>t = %1 s</source>
        <translation>t = %1 s</translation>
    </message>
    <message>
        <source>%1 simulated seconds per second</source>
        <translation>1 秒あたり %1 シミュレーション秒</translation>
    </message>
    <message>
        <source>Add Run</source>
        <translation>ランを追加</translation>
    </message>
    <message>
        <source>Add a run of the chosen integrator, with the scene&apos;s time step</source>
        <translation>選んだ積分法のランをシーンの時間刻み幅で追加します</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>複製</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>上へ</translation>
    </message>
    <message>
        <source>Move the run up</source>
        <translation>ランを上へ移動</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>下へ</translation>
    </message>
    <message>
        <source>Move the run down</source>
        <translation>ランを下へ移動</translation>
    </message>
    <message>
        <source>Parameters…</source>
        <translation>パラメータ…</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>Run every integrator in lockstep from the same initial state</source>
        <translation>すべての積分法を同じ初期状態から同時に進めます</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>Advance every run by one sample interval</source>
        <translation>すべてのランをサンプル間隔 1 つ分進めます</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>リセット</translation>
    </message>
    <message>
        <source>Back to t = 0 for every run</source>
        <translation>すべてのランを t = 0 に戻します</translation>
    </message>
    <message>
        <source>Sample every</source>
        <translation>サンプル間隔</translation>
    </message>
    <message>
        <source>Runs are compared at multiples of this interval; a run whose dt does not divide it is interpolated between its steps</source>
        <translation>ランはこの間隔の倍数の時刻で比較されます。dt がこの間隔を割り切らないランはステップ間で補間されます</translation>
    </message>
    <message>
        <source>dop853 reference, tolerance</source>
        <translation>dop853 参照解、許容誤差</translation>
    </message>
    <message>
        <source>When no run is marked as reference, compute a dop853 run at this tolerance alongside and measure errors against it</source>
        <translation>参照解に指定されたランがないとき、この許容誤差の dop853 ランを並行して計算し、それに対する誤差を測ります</translation>
    </message>
    <message>
        <source>Tolerance of the dop853 reference: tighter is more accurate and slower</source>
        <translation>dop853 参照解の許容誤差：小さいほど正確で遅くなります</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>再生</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::ScenePanel</name>
    <message>
        <source>cloth %1</source>
        <translation>布 %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>行数</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>列数</translation>
    </message>
    <message>
        <source>Spacing</source>
        <translation>間隔</translation>
    </message>
    <message>
        <source>Origin (m)</source>
        <translation>原点 (m)</translation>
    </message>
    <message>
        <source>Particle mass</source>
        <translation>質点の質量</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>接続パターン</translation>
    </message>
    <message>
        <source>Top left</source>
        <translation>左上</translation>
    </message>
    <message>
        <source>Top right</source>
        <translation>右上</translation>
    </message>
    <message>
        <source>Bottom left</source>
        <translation>左下</translation>
    </message>
    <message>
        <source>Bottom right</source>
        <translation>右下</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>上</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>下</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>左</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>右</translation>
    </message>
    <message>
        <source>Pinned corners</source>
        <translation>固定する角</translation>
    </message>
    <message>
        <source>Pinned edges</source>
        <translation>固定する辺</translation>
    </message>
    <message>
        <source>Particles</source>
        <translation>質点数</translation>
    </message>
    <message>
        <source>Springs</source>
        <translation>バネ数</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>形状</translation>
    </message>
    <message>
        <source>sphere</source>
        <translation>球</translation>
    </message>
    <message>
        <source>Centre (m)</source>
        <translation>中心 (m)</translation>
    </message>
    <message>
        <source>Radius</source>
        <translation>半径</translation>
    </message>
    <message>
        <source>plane</source>
        <translation>平面</translation>
    </message>
    <message>
        <source>Point (m)</source>
        <translation>通る点 (m)</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>法線</translation>
    </message>
    <message>
        <source>box</source>
        <translation>直方体</translation>
    </message>
    <message>
        <source>Minimum corner (m)</source>
        <translation>最小座標の頂点 (m)</translation>
    </message>
    <message>
        <source>Maximum corner (m)</source>
        <translation>最大座標の頂点 (m)</translation>
    </message>
    <message>
        <source>Friction μ</source>
        <translation>摩擦 μ</translation>
    </message>
    <message>
        <source>Response</source>
        <translation>衝突応答</translation>
    </message>
    <message>
        <source>Select a body or an obstacle to edit it.</source>
        <translation>編集する物体か障害物を選んでください。</translation>
    </message>
    <message>
        <source>Cannot remove body</source>
        <translation>物体を削除できません</translation>
    </message>
    <message>
        <source>Add Cloth</source>
        <translation>布を追加</translation>
    </message>
    <message>
        <source>Add Obstacle</source>
        <translation>障害物を追加</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>複製</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>&lt;b&gt;Properties&lt;/b&gt;</source>
        <translation>&lt;b&gt;プロパティ&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Edit Particles and Springs…</source>
        <translation>質点とバネを編集…</translation>
    </message>
    <message>
        <source>body %1</source>
        <translation>物体 %1</translation>
    </message>
    <message>
        <source>Add Custom Body…</source>
        <translation>カスタム物体を追加…</translation>
    </message>
    <message>
        <source>Lattice spacing</source>
        <translation>格子間隔</translation>
    </message>
    <message>
        <source>Angle stiffness</source>
        <translation>角度剛性</translation>
    </message>
    <message>
        <source>torus</source>
        <translation>トーラス</translation>
    </message>
    <message>
        <source>mesh</source>
        <translation>メッシュ</translation>
    </message>
    <message>
        <source>Size (m)</source>
        <translation>サイズ (m)</translation>
    </message>
    <message>
        <source>Tube radius</source>
        <translation>管の半径</translation>
    </message>
    <message>
        <source>Mesh scale</source>
        <translation>メッシュの倍率</translation>
    </message>
    <message>
        <source>Spring scale</source>
        <translation>バネ剛性の倍率</translation>
    </message>
    <message>
        <source>Not applied: %1</source>
        <translation>適用されていません：%1</translation>
    </message>
    <message>
        <source>solid %1</source>
        <translation>固体 %1</translation>
    </message>
    <message>
        <source>Add Solid</source>
        <translation>固体を追加</translation>
    </message>
    <message>
        <source>Layers kept apart</source>
        <translation>層どうしを離す</translation>
    </message>
    <message>
        <source>Self-contact</source>
        <translation>自己接触</translation>
    </message>
    <message>
        <source>Thickness</source>
        <translation>厚さ</translation>
    </message>
    <message>
        <source>default (%1 m)</source>
        <translation>既定(%1 m)</translation>
    </message>
    <message>
        <source>Contact friction μ</source>
        <translation>接触の摩擦 μ</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::SceneSummaryWidget</name>
    <message>
        <source>Scene: %1</source>
        <translation>シーン：%1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln particle(s)</source>
        <translation>
            <numerusform>質点 %Ln 個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln pinned particle(s)</source>
        <translation>
            <numerusform>固定された質点 %Ln 個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln spring(s):</source>
        <translation>
            <numerusform>バネ %Ln 本：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln structural spring(s)</source>
        <translation>
            <numerusform>構造バネ %Ln 本</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln shear spring(s)</source>
        <translation>
            <numerusform>せん断バネ %Ln 本</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln bending spring(s)</source>
        <translation>
            <numerusform>曲げバネ %Ln 本</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::SceneTreeModel</name>
    <message>
        <source>Item</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>詳細</translation>
    </message>
    <message>
        <source>Bodies</source>
        <translation>物体</translation>
    </message>
    <message>
        <source>Obstacles</source>
        <translation>障害物</translation>
    </message>
    <message>
        <source>Forces</source>
        <translation>外力</translation>
    </message>
    <message>
        <source>Obstacle %1</source>
        <translation>障害物 %1</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>環境</translation>
    </message>
    <message>
        <source>cloth %1 × %2, %3</source>
        <translation>布 %1 × %2、%3</translation>
    </message>
    <message numerus="yes">
        <source>custom, %n particle(s)</source>
        <translation>
            <numerusform>カスタム、質点 %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>sphere</source>
        <translation>球</translation>
    </message>
    <message>
        <source>plane</source>
        <translation>平面</translation>
    </message>
    <message>
        <source>box</source>
        <translation>直方体</translation>
    </message>
    <message>
        <source>gravity, air, wind</source>
        <translation>重力・空気・風</translation>
    </message>
    <message numerus="yes">
        <source>solid %1, %n particle(s)</source>
        <translation>
            <numerusform>固体 %1、質点 %n 個</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::SceneView</name>
    <message>
        <source>3D view</source>
        <translation>3D ビュー</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::SpringColorLegend</name>
    <message>
        <source>Strain</source>
        <extracomment>Colour bar of the 3D view: springs coloured by their strain (l − L)/L</extracomment>
        <translation>ひずみ</translation>
    </message>
    <message>
        <source>Elastic energy</source>
        <extracomment>Colour bar of the 3D view: springs coloured by their elastic energy</extracomment>
        <translation>弾性エネルギー</translation>
    </message>
    <message>
        <source>%1 %</source>
        <extracomment>A strain in percent, e.g. &quot;+1.2 %&quot;</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>(99th percentile)</source>
        <extracomment>The colour range of the spring colours is automatic: it reaches the 99th percentile of the springs&apos; values at the frame shown</extracomment>
        <translation>(99 パーセンタイル)</translation>
    </message>
    <message>
        <source>Springs coloured by elastic energy ½·k·(l − L)² at the frame shown, with the stiffness the forces use. The colours span 0 to %1, the 99th percentile; the 1 % of springs above it take the end colour.</source>
        <translation>表示中のフレームの弾性エネルギー ½·k·(l − L)² でバネを色分けします(剛性は力の計算と同じもの)。色の範囲は 0 から %1 で、99 パーセンタイルです。これを超える 1 % のバネはカラーバーの上端の色になります。</translation>
    </message>
    <message>
        <source>Springs coloured by strain (l − L)/L at the frame shown: blue compressed, grey at rest, red stretched. The colours span %1 to %2, the 99th percentile of |strain|; the most strained 1 % of springs take the end colours.</source>
        <translation>表示中のフレームのひずみ (l − L)/L でバネを色分けします：青は縮み、灰色は自然長、赤は伸び。色の範囲は %1 から %2 で、|ひずみ| の 99 パーセンタイルです。ひずみが最も大きい 1 % のバネはカラーバーの端の色になります。</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::StabilityPage</name>
    <message>
        <source>The first dt tried (%1 s) must be shorter than the duration.</source>
        <translation>最初に試す dt (%1 s) は継続時間より短くしてください。</translation>
    </message>
    <message>
        <source>First dt tried:</source>
        <translation>最初に試す dt：</translation>
    </message>
    <message>
        <source>The search doubles or halves this step until it brackets the limit, then bisects.</source>
        <translation>限界を挟むまでこの刻み幅を倍または半分にし、その後二分法で絞り込みます。</translation>
    </message>
    <message>
        <source>Bisection tolerance:</source>
        <translation>二分法の許容誤差：</translation>
    </message>
    <message>
        <source>Each trial run covers this time; a run is unstable when it produces NaN or its energy leaves its bound.</source>
        <translation>各試行ランはこの時間を計算します。NaN が出るかエネルギーが上限を超えたランは不安定とみなします。</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::StabilityPanel</name>
    <message>
        <source>Computing the spectrum…</source>
        <translation>スペクトルを計算しています…</translation>
    </message>
    <message>
        <source>The spectrum could not be computed.</source>
        <translation>スペクトルを計算できませんでした。</translation>
    </message>
    <message>
        <source>Stiffest mode: ω = %1 rad/s, mostly %2</source>
        <translation>最も硬いモード：ω = %1 rad/s、主に%2</translation>
    </message>
    <message>
        <source>Whole region</source>
        <translation>領域全体</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>安定領域</translation>
    </message>
    <message>
        <source>Damping</source>
        <translation>数値減衰</translation>
    </message>
    <message>
        <source>Period error</source>
        <translation>周期誤差</translation>
    </message>
    <message>
        <source>No stability study: %1</source>
        <translation>安定性を調べられません：%1</translation>
    </message>
    <message>
        <source>Show the region over −3 ≤ Re(h·λ) ≤ 1, |Im(h·λ)| ≤ 3 (per mode: 0 ≤ ζ ≤ 1) instead of around the scene&apos;s modes.</source>
        <translation>シーンのモードの周りではなく、−3 ≤ Re(h·λ) ≤ 1、|Im(h·λ)| ≤ 3 (モードごと：0 ≤ ζ ≤ 1) の領域を表示します。</translation>
    </message>
    <message>
        <source>Per mode</source>
        <translation>モードごと</translation>
    </message>
    <message>
        <source>Linearise about:</source>
        <translation>線形化の基準：</translation>
    </message>
    <message>
        <source>Initial state</source>
        <translation>初期状態</translation>
    </message>
    <message>
        <source>The modes are of the forces linearised about a state: the run&apos;s current state follows the cloth as it moves (a hanging cloth has modes that the cloth at rest length does not).</source>
        <translation>モードはある状態のまわりで線形化した力のものです。ランの現在の状態を選ぶと布の動きに追従します(吊るされた布には、自然長の布にないモードがあります)。</translation>
    </message>
    <message>
        <source>Current state</source>
        <translation>現在の状態</translation>
    </message>
    <message>
        <source>Fastest-growing mode of %1: ω = %2 rad/s, mostly %3; predicted to e-fold in %4 s</source>
        <translation>%1 で最も速く成長するモード：ω = %2 rad/s、主に%3。予測では %4 s で e 倍</translation>
    </message>
    <message>
        <source>Show the mode in 3D</source>
        <translation>モードを 3D で表示</translation>
    </message>
    <message>
        <source>Animate in the Simulation view the fastest-growing mode of a run that is unstable at its dt, else the scene&apos;s highest mode.</source>
        <translation>その dt で不安定なランがあれば最も速く成長するモードを、なければシーンの最高次モードを、シミュレーションビューでアニメーション表示します。</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::StiffnessTableModel</name>
    <message>
        <source>%1
(%2)</source>
        <extracomment>Column header on two lines: a quantity, then its unit, e.g. &quot;Stretch k⁺&quot; / &quot;(N/m)&quot;</extracomment>
        <translation>%1
(%2)</translation>
    </message>
    <message>
        <source>Springs</source>
        <translation>バネ数</translation>
    </message>
    <message>
        <source>Stretch k⁺</source>
        <translation>伸び剛性 k⁺</translation>
    </message>
    <message>
        <source>Compression k⁻</source>
        <translation>縮み剛性 k⁻</translation>
    </message>
    <message>
        <source>Damping c</source>
        <translation>減衰 c</translation>
    </message>
    <message>
        <source>Structural</source>
        <translation>構造バネ</translation>
    </message>
    <message>
        <source>Shear</source>
        <translation>せん断バネ</translation>
    </message>
    <message>
        <source>Bending</source>
        <translation>曲げバネ</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::SweepPage</name>
    <message>
        <source>The scene has no %1.</source>
        <translation>シーンに%1がありません。</translation>
    </message>
    <message>
        <source>The stretch stiffness of the %1 is 0 N/m: a sweep multiplies it, so it must be positive.</source>
        <translation>%1の伸び剛性が 0 N/m です。スイープはこの値に倍率を掛けるので、正の値が必要です。</translation>
    </message>
    <message>
        <source>“To” must be larger than “From”.</source>
        <translation>「終了」は「開始」より大きくしてください。</translation>
    </message>
    <message>
        <source>Springs scaled:</source>
        <translation>変化させるバネ：</translation>
    </message>
    <message>
        <source>Stretch and compression stiffness of these springs are multiplied; damping is kept. For one kind the range is in N/m, for all kinds it is a factor on the scene&apos;s values.</source>
        <translation>これらのバネの伸び剛性と縮み剛性に倍率を掛け、減衰はそのままにします。一種類なら範囲は N/m、すべての種類ならシーンの値に対する倍率です。</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>開始：</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>終了：</translation>
    </message>
    <message>
        <source>Points:</source>
        <translation>測定点の数：</translation>
    </message>
    <message>
        <source>Logarithmic spacing</source>
        <translation>対数間隔</translation>
    </message>
    <message>
        <source>Cheapest method for an RMS error of</source>
        <translation>次の RMS 誤差に達する最も安価な手法</translation>
    </message>
    <message>
        <source>Instead of stability limits: at each stiffness a work–precision sweep of every checked method (%1 steps each, from its stability limit down), and the method that reaches the accuracy at the end of the duration for the least CPU time.</source>
        <translation>安定限界の代わりに：各剛性でチェックした各手法の計算量–精度スイープ(各 %1 個の時間刻み、安定限界から下へ)を行い、継続時間の終わりにこの精度へ最も少ない CPU 時間で達する手法を示します。</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::TaskBanner</name>
    <message>
        <source>Use Other Settings</source>
        <translation>別の設定を使う</translation>
    </message>
    <message>
        <source>Unlocks the settings. A result with other settings is kept with the submission, but it is not what the grader recomputes.</source>
        <translation>設定のロックを解除します。別の設定での結果も提出物に含まれますが、採点で再計算されるものではありません。</translation>
    </message>
    <message>
        <source>These are the settings of the task “%1”. The grader recomputes the task with them, so they are locked here.</source>
        <translation>これは設問「%1」の設定です。採点ではこの設定で設問が再計算されるため、ここではロックされています。</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::TaskForm</name>
    <message>
        <source>the id of the most accurate integrator</source>
        <translation>最も精度の高い積分法の ID</translation>
    </message>
    <message>
        <source>“%1” in %2 is not a number</source>
        <translation>%2 の「%1」は数値ではありません</translation>
    </message>
    <message>
        <source>the time steps</source>
        <translation>時間刻み幅</translation>
    </message>
    <message>
        <source>the stiffness scales</source>
        <translation>剛性の倍率</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>ID：</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>種類：</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>タイトル：</translation>
    </message>
    <message>
        <source>Question:</source>
        <translation>問い：</translation>
    </message>
    <message>
        <source>Points:</source>
        <translation>配点：</translation>
    </message>
    <message>
        <source>Integrator:</source>
        <translation>積分法：</translation>
    </message>
    <message>
        <source>Integrators:</source>
        <translation>積分法：</translation>
    </message>
    <message>
        <source>Time step:</source>
        <translation>時間刻み幅：</translation>
    </message>
    <message>
        <source>Duration:</source>
        <translation>継続時間：</translation>
    </message>
    <message>
        <source>Time steps (s):</source>
        <translation>時間刻み幅 (s)：</translation>
    </message>
    <message>
        <source>Reference:</source>
        <translation>参照：</translation>
    </message>
    <message>
        <source>Bisection:</source>
        <translation>二分法：</translation>
    </message>
    <message>
        <source>Stiffness scales:</source>
        <translation>剛性の倍率：</translation>
    </message>
    <message>
        <source>Spring kind:</source>
        <translation>バネの種類：</translation>
    </message>
    <message>
        <source>Expected:</source>
        <translation>期待値：</translation>
    </message>
    <message>
        <source>Value:</source>
        <translation>値：</translation>
    </message>
    <message>
        <source>Outcome:</source>
        <translation>結果：</translation>
    </message>
    <message>
        <source>Tolerance:</source>
        <translation>許容誤差：</translation>
    </message>
    <message>
        <source>Unit:</source>
        <translation>単位：</translation>
    </message>
    <message>
        <source>Unique in the assignment: lower-case letters, digits and &apos;-&apos;</source>
        <translation>課題の中で一意：英小文字・数字・&apos;-&apos;</translation>
    </message>
    <message>
        <source>The step of the integrators; a stability search starts from it</source>
        <translation>積分法の時間刻み幅。安定限界の探索はここから始まります</translation>
    </message>
    <message>
        <source>Relative width at which the stability search stops</source>
        <translation>安定限界の探索を止める相対幅</translation>
    </message>
    <message>
        <source>(the default reference)</source>
        <translation>(既定の参照解)</translation>
    </message>
    <message>
        <source>every kind</source>
        <translation>すべての種類</translation>
    </message>
    <message>
        <source>structural</source>
        <translation>構造</translation>
    </message>
    <message>
        <source>shear</source>
        <translation>せん断</translation>
    </message>
    <message>
        <source>bending</source>
        <translation>曲げ</translation>
    </message>
    <message>
        <source>computed by ClothLab from these settings</source>
        <translation>この設定から ClothLab が計算</translation>
    </message>
    <message>
        <source>a stated value</source>
        <translation>指定した値</translation>
    </message>
    <message>
        <source>survives</source>
        <translation>発散しない</translation>
    </message>
    <message>
        <source>blows up</source>
        <translation>発散する</translation>
    </message>
    <message>
        <source>relative to the expected value</source>
        <translation>期待値に対する相対値</translation>
    </message>
    <message>
        <source>Quantity:</source>
        <translation>測定量：</translation>
    </message>
    <message>
        <source>energy ratio E(T)/E(0)</source>
        <translation>エネルギー比 E(T)/E(0)</translation>
    </message>
    <message>
        <source>energy balance (E(T) + D − W)/E(0)</source>
        <translation>エネルギー収支 (E(T) + D − W)/E(0)</translation>
    </message>
    <message>
        <source>mean strain |l − L|/L</source>
        <translation>平均ひずみ |l − L|/L</translation>
    </message>
    <message>
        <source>largest strain |l − L|/L</source>
        <translation>最大ひずみ |l − L|/L</translation>
    </message>
    <message>
        <source>Parameters: “%1” is not NAME=VALUE</source>
        <translation>パラメータ：「%1」は NAME=VALUE の形ではありません</translation>
    </message>
    <message>
        <source>Parameters:</source>
        <translation>パラメータ：</translation>
    </message>
    <message>
        <source>The integrator&apos;s parameters as NAME=VALUE, separated by commas (clothlab-cli integrators lists them with their ranges)</source>
        <translation>積分法のパラメータを NAME=VALUE の形でカンマ区切りで指定します(clothlab-cli integrators で名前と範囲を一覧できます)</translation>
    </message>
    <message>
        <source>the defaults, or NAME=VALUE, …</source>
        <translation>既定値、または NAME=VALUE, …</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::TasksPanel</name>
    <message>
        <source>run to a time</source>
        <translation>指定時刻まで実行</translation>
    </message>
    <message>
        <source>stability limit</source>
        <translation>安定限界</translation>
    </message>
    <message>
        <source>convergence order</source>
        <translation>収束次数</translation>
    </message>
    <message>
        <source>error comparison</source>
        <translation>誤差の比較</translation>
    </message>
    <message>
        <source>stiffness sweep</source>
        <translation>剛性スイープ</translation>
    </message>
    <message>
        <source>number</source>
        <translation>数値</translation>
    </message>
    <message>
        <source>text</source>
        <translation>記述</translation>
    </message>
    <message>
        <source>working…</source>
        <translation>実行中…</translation>
    </message>
    <message>
        <source>answer entered</source>
        <translation>解答入力済み</translation>
    </message>
    <message>
        <source>done</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>未着手</translation>
    </message>
    <message>
        <source>Enter your student ID to hand in.</source>
        <translation>提出するには学生 ID を入力してください。</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>設問</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>設問</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>解答</translation>
    </message>
    <message>
        <source>No assignment is open (File ▸ Open Assignment).</source>
        <translation>課題が開かれていません(ファイル ▸ 課題を開く)。</translation>
    </message>
    <message>
        <source>Open &amp;Analysis…</source>
        <translation>解析を開く(&amp;A)…</translation>
    </message>
    <message>
        <source>Opens the workbench&apos;s analysis of the selected task with the task&apos;s settings</source>
        <translation>選択した設問に合うワークベンチの解析を、設問の設定を入れて開きます</translation>
    </message>
    <message>
        <source>measured quantity</source>
        <translation>測定量</translation>
    </message>
    <message>
        <source>Select a task that the workbench can compute</source>
        <translation>ワークベンチで計算できる設問を選択してください</translation>
    </message>
    <message>
        <source>Runs the task with its settings and fills in its answer</source>
        <translation>設問の設定で実行し、解答を記入します</translation>
    </message>
    <message>
        <source>Runs the task with its settings; read the value off and type it as your answer</source>
        <translation>設問の設定で実行します。値を読み取り、解答として入力してください</translation>
    </message>
    <message>
        <source>Your teacher has not allowed this task to be run for you: open its analysis, run it, read the value off and type it as your answer</source>
        <translation>この設問の自動実行は先生が許可していません：解析を開いて実行し、値を読み取って解答として入力してください</translation>
    </message>
    <message>
        <source>“%1” runs in the Analyses dialog: read the value off its table and type it as your answer.</source>
        <translation>「%1」を解析ダイアログで実行します：表から値を読み取り、解答として入力してください。</translation>
    </message>
    <message>
        <source>“%1” is done: its run is recorded for the hand-in.</source>
        <translation>「%1」は完了しました：ランを提出用に記録しました。</translation>
    </message>
    <message>
        <source>“%1”: the run gives %2. Type it as your answer.</source>
        <translation>「%1」：ランの結果は %2 です。解答として入力してください。</translation>
    </message>
    <message>
        <source>the task&apos;s run</source>
        <translation>設問のラン</translation>
    </message>
    <message>
        <source>read off an analysis</source>
        <translation>解析から読み取り</translation>
    </message>
    <message>
        <source>typed</source>
        <translation>入力</translation>
    </message>
    <message>
        <source>earns its points</source>
        <translation>得点になります</translation>
    </message>
    <message>
        <source>read by the teacher</source>
        <translation>先生が採点します</translation>
    </message>
    <message>
        <source>%1 (ID %2)</source>
        <translation>%1(ID %2)</translation>
    </message>
    <message>
        <source>&amp;Run the Selected Task</source>
        <translation>選択した設問を実行(&amp;R)</translation>
    </message>
    <message>
        <source>survives</source>
        <translation>発散せず</translation>
    </message>
    <message>
        <source>blows up</source>
        <translation>発散</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <extracomment>A grader&apos;s verdict on one answer: the verdict in words, the grader&apos;s id for it (as the CSV of clothlab-cli grade writes it), then why</extracomment>
        <translation>%1 (%2)：%3</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>合格</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>不合格</translation>
    </message>
    <message>
        <source>edited after handing in</source>
        <translation>提出後に編集された</translation>
    </message>
    <message>
        <source>does not match the assignment</source>
        <translation>課題と一致しない</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>未解答</translation>
    </message>
    <message>
        <source>unreadable file</source>
        <translation>読めないファイル</translation>
    </message>
    <message>
        <source>for the teacher to read</source>
        <translation>先生が採点</translation>
    </message>
    <message>
        <source>duplicate student ID</source>
        <translation>学籍番号の重複</translation>
    </message>
    <message>
        <source>too costly to recompute</source>
        <translation>再計算の計算量が大きすぎる</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::TimelineBar</name>
    <message>
        <source>Contact begins at t = %1 s</source>
        <translation>t = %1 s で接触が始まります</translation>
    </message>
    <message>
        <source>The energy residual passes %1 % of the energy scale at t = %2 s</source>
        <translation>t = %2 s でエネルギー残差がエネルギー規模の %1 % を超えます</translation>
    </message>
    <message>
        <source>Blow-up at t = %1 s</source>
        <translation>t = %1 s で発散</translation>
    </message>
    <message>
        <source>Replay from Here</source>
        <translation>ここから再生し直す</translation>
    </message>
    <message>
        <source>Put the run back to the moment shown and play on from there, with the integrator settings as they are now (a smaller time step, say)</source>
        <translation>ランを表示中の時点に戻し、そこから現在の積分法の設定 (たとえば小さくした時間刻み幅) で再生を続けます</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>現在</translation>
    </message>
    <message>
        <source>Show the run where it is now</source>
        <translation>ランの現在の状態を表示します</translation>
    </message>
    <message>
        <source>The run&apos;s timeline: drag to see the run as it was at any moment</source>
        <translation>ランのタイムライン。ドラッグすると、任意の時点のランの状態を表示します</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>タイムライン</translation>
    </message>
    <message>
        <source>Showing t = %1 s</source>
        <translation>t = %1 s を表示中</translation>
    </message>
    <message>
        <source>Back to Live</source>
        <translation>現在に戻る</translation>
    </message>
    <message>
        <source>The energy residual starts its final growth at t = %1 s: measured, it e-folds every %2 s, so the growing mode&apos;s amplitude every %3 s</source>
        <translation>t = %1 s でエネルギー残差が最後の増大を始めます。測定では %2 s ごとに e 倍になるので、増大するモードの振幅は %3 s ごとに e 倍になります</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::WorkPrecisionPage</name>
    <message>
        <source>Steps per method:</source>
        <translation>手法あたりの時間刻み数：</translation>
    </message>
    <message>
        <source>Cheapest method for an RMS error of</source>
        <translation>次の RMS 誤差に達する最も安価な手法</translation>
    </message>
    <message>
        <source>Cost measured as:</source>
        <translation>コストの尺度：</translation>
    </message>
    <message>
        <source>CPU time</source>
        <translation>CPU 時間</translation>
    </message>
    <message>
        <source>Force evaluations + CG iterations</source>
        <translation>力の評価回数 + CG 反復回数</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>ステップ数</translation>
    </message>
    <message>
        <source>CPU time is what you wait for, and varies a little between runs; evaluations and steps are the same on every machine.</source>
        <translation>CPU 時間は実際の待ち時間で、測るたびに少し変わります。評価回数とステップ数はどのマシンでも同じです。</translation>
    </message>
    <message>
        <source>Each fixed-step method runs at the largest step that its measured stability limit allows (the scene&apos;s dt times a power of two) and at this many steps in all, halving; the methods with error control (rk45, dop853) at as many tolerances.</source>
        <translation>各固定刻みの手法は、測定した安定限界が許す最大の時間刻み(シーンの dt に 2 のべき乗を掛けたもの)から半分ずつ、合わせてこの数の時間刻みで実行します。誤差制御付きの手法(rk45、dop853)は同じ数の許容誤差で実行します。</translation>
    </message>
    <message>
        <source>Reference tolerance (dop853):</source>
        <translation>参照解の許容誤差 (dop853)：</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Workbench for mass-spring cloth simulation.</source>
        <translation>質点バネモデルによる布シミュレーションのワークベンチ。</translation>
    </message>
    <message>
        <source>Save the window as a PNG image to &lt;file&gt; once it is shown, then quit.</source>
        <translation>ウィンドウの表示後、その画像を PNG 形式で &lt;ファイル&gt; に保存して終了します。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>Start the simulation at once.</source>
        <translation>起動と同時にシミュレーションを開始します。</translation>
    </message>
    <message>
        <source>Show the comparison of the scene&apos;s runs (with --play, run them).</source>
        <translation>シーンのランの比較を表示します(--play を付けると実行します)。</translation>
    </message>
    <message>
        <source>Restore Unsaved Work</source>
        <translation>未保存の作業の復元</translation>
    </message>
    <message>
        <source>What to do with unsaved work autosaved by a session that did not close normally: ask (the default), restore or discard.</source>
        <translation>正常に終了しなかったセッションが自動保存した未保存の作業の扱い：ask(確認する、既定)、restore(復元する)、discard(破棄する)。</translation>
    </message>
    <message>
        <source>choice</source>
        <translation>選択</translation>
    </message>
    <message>
        <source>A scene or assignment file, preset:NAME or assignment:NAME, to open at start.</source>
        <translation>起動時に開くシーンファイルまたは課題ファイル、preset:名前 または assignment:名前。</translation>
    </message>
</context>
</TS>
