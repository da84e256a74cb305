<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
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
        <translation>シーンを開けませんでした: %1</translation>
    </message>
    <message>
        <source>Open Scene</source>
        <translation>シーンを開く</translation>
    </message>
    <message>
        <source>Could not open the scene:
%1</source>
        <translation>シーンを開けませんでした:
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
        <translation>シーンを保存できませんでした: %1</translation>
    </message>
    <message>
        <source>Save Scene</source>
        <translation>シーンの保存</translation>
    </message>
    <message>
        <source>Could not save the scene:
%1</source>
        <translation>シーンを保存できませんでした:
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
        <source>t = %1 s</source>
        <translation>t = %1 s</translation>
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
        <translation>このシーンはシミュレーションできません: %1</translation>
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
        <source>Integrator Reference</source>
        <translation>積分法リファレンス</translation>
    </message>
    <message>
        <source>The simulation blew up at t = %1 s (step %2): a position or velocity became infinite or not a number. It is paused at the last good state; try a smaller time step or another integrator.</source>
        <translation>t = %1 s (ステップ %2) でシミュレーションが発散しました: 位置または速度が無限大または非数になりました。最後の正常な状態で一時停止しています。時間刻み幅を小さくするか、別の積分法を試してください。</translation>
    </message>
    <message>
        <source>The simulation blew up at t = %1 s (step %2): the energy grew by %3 J, beyond the bound of %4 J. It is paused at the last good state; try a smaller time step or another integrator.</source>
        <translation>t = %1 s (ステップ %2) でシミュレーションが発散しました: エネルギーが %3 J 増え、上限 %4 J を超えました。最後の正常な状態で一時停止しています。時間刻み幅を小さくするか、別の積分法を試してください。</translation>
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
</context>
<context>
    <name>clothlab::widgets::ComparisonView</name>
    <message>
        <source>View:</source>
        <translation>表示:</translation>
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
        <translation>主ラン(&amp;P):</translation>
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
        <translation>非表示(ビューは最大 %1 個): %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Add runs in the Runs panel to compare integrators side by side.</source>
        <translation>「ラン」パネルでランを追加すると、積分法を並べて比較できます。</translation>
    </message>
    <message>
        <source>Every run is hidden: tick one in the Runs panel to show it.</source>
        <translation>すべてのランが非表示です。「ラン」パネルでチェックを入れると表示されます。</translation>
    </message>
    <message>
        <source>Translucent:</source>
        <translation>半透明:</translation>
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
        <translation>重力ポテンシャル</translation>
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
        <translation>%1: %2 = %3, %4 = %5</translation>
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
        <translation>最小の角 (m)</translation>
    </message>
    <message>
        <source>Maximum corner (m)</source>
        <translation>最大の角 (m)</translation>
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
        <source>Gravity (%1, %2, %3) m/s². Edit gravity, air resistance and wind in the Forces panel.</source>
        <translation>重力 (%1, %2, %3) m/s²。重力・空気抵抗・風は「外力」パネルで編集します。</translation>
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
</context>
<context>
    <name>clothlab::widgets::SceneSummaryWidget</name>
    <message>
        <source>Scene: %1</source>
        <translation>シーン: %1</translation>
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
            <numerusform>バネ %Ln 本:</numerusform>
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
</context>
<context>
    <name>clothlab::widgets::SceneView</name>
    <message>
        <source>3D view</source>
        <translation>3D ビュー</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::StiffnessTableModel</name>
    <message>
        <source>%1 (%2)</source>
        <extracomment>Column header: a quantity and its unit, e.g. &quot;Stretch k⁺ (N/m)&quot;</extracomment>
        <translation>%1 (%2)</translation>
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
        <source>A scene file, or preset:NAME, to open at start.</source>
        <translation>起動時に開くシーンファイル、または preset:名前。</translation>
    </message>
</context>
</TS>
