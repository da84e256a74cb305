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
</context>
</TS>
