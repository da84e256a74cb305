<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>clothlab::app::MainWindow</name>
    <message>
        <source>%1 — ClothLab</source>
        <translation>%1 — ClothLab</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About ClothLab</source>
        <translation>關於 ClothLab(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>關於 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>About ClothLab</source>
        <translation>關於 ClothLab</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;ClothLab %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;A workbench for mass-spring cloth simulation: one scene, many integrators, with energy and error measured the same way for all of them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;ClothLab %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;質點彈簧模型布料模擬工作台：同一場景、多種積分器，所有積分器的能量與誤差皆以相同方式量測。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Opened preset “%1”.</source>
        <translation>已開啟預設「%1」。</translation>
    </message>
    <message>
        <source>Could not open the scene: %1</source>
        <translation>無法開啟場景：%1</translation>
    </message>
    <message>
        <source>Open Scene</source>
        <translation>開啟場景</translation>
    </message>
    <message>
        <source>Could not open the scene:
%1</source>
        <translation>無法開啟場景：
%1</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>已開啟 %1。</translation>
    </message>
    <message>
        <source>ClothLab scenes (*.json);;All files (*)</source>
        <translation>ClothLab 場景 (*.json);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Could not save the scene: %1</source>
        <translation>無法儲存場景：%1</translation>
    </message>
    <message>
        <source>Save Scene</source>
        <translation>儲存場景</translation>
    </message>
    <message>
        <source>Could not save the scene:
%1</source>
        <translation>無法儲存場景：
%1</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>已儲存 %1。</translation>
    </message>
    <message>
        <source>Save Scene As</source>
        <translation>場景另存新檔</translation>
    </message>
    <message>
        <source>ClothLab scenes (*.json)</source>
        <translation>ClothLab 場景 (*.json)</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>未儲存的變更</translation>
    </message>
    <message>
        <source>The scene has unsaved changes. Save them first?</source>
        <translation>場景有未儲存的變更。要先儲存嗎？</translation>
    </message>
    <message>
        <source>t = %1 s</source>
        <translation>t = %1 s</translation>
    </message>
    <message>
        <source>%1 steps/s</source>
        <translation>%1 步/s</translation>
    </message>
    <message>
        <source>%1 fps</source>
        <translation>%1 fps</translation>
    </message>
    <message>
        <source>The scene cannot be simulated: %1</source>
        <translation>無法模擬此場景：%1</translation>
    </message>
    <message>
        <source>Scene</source>
        <translation>場景</translation>
    </message>
    <message>
        <source>Stiffness</source>
        <translation>剛度</translation>
    </message>
    <message>
        <source>Forces</source>
        <translation>外力</translation>
    </message>
    <message>
        <source>Integrator</source>
        <translation>積分器</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>能量</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>記錄</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新增(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開啟(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Preset</source>
        <translation>開啟預設(&amp;P)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近開啟(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>儲存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存新檔(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Simulation</source>
        <translation>模擬(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暫停(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>播放(&amp;P)</translation>
    </message>
    <message>
        <source>S&amp;tep</source>
        <translation>單步(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>重置(&amp;R)</translation>
    </message>
    <message>
        <source>Spee&amp;d</source>
        <translation>速度(&amp;D)</translation>
    </message>
    <message>
        <source>%1 × real time</source>
        <extracomment>Simulation speed relative to real time, e.g. &quot;0.5 × real time&quot;</extracomment>
        <translation>即時的 %1 倍</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Integrator Reference</source>
        <translation>積分器參考(&amp;I)</translation>
    </message>
    <message>
        <source>Integrator Reference</source>
        <translation>積分器參考</translation>
    </message>
    <message>
        <source>The simulation blew up at t = %1 s (step %2): a position or velocity became infinite or not a number. It is paused at the last good state; try a smaller time step or another integrator.</source>
        <translation>模擬在 t = %1 s（第 %2 步）發散：位置或速度變為無窮大或非數值。已暫停在最後的正常狀態；請嘗試較小的時間步長或其他積分器。</translation>
    </message>
    <message>
        <source>The simulation blew up at t = %1 s (step %2): the energy grew by %3 J, beyond the bound of %4 J. It is paused at the last good state; try a smaller time step or another integrator.</source>
        <translation>模擬在 t = %1 s（第 %2 步）發散：能量增加了 %3 J，超過上限 %4 J。已暫停在最後的正常狀態；請嘗試較小的時間步長或其他積分器。</translation>
    </message>
    <message>
        <source>Load Texture</source>
        <translation>載入紋理</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.bmp);;All files (*)</source>
        <translation>影像 (*.png *.jpg *.jpeg *.bmp);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Could not read the image %1.</source>
        <translation>無法讀取影像 %1。</translation>
    </message>
    <message>
        <source>Texture %1 applied to the cloth.</source>
        <translation>已將紋理 %1 套用到布料。</translation>
    </message>
    <message>
        <source>&amp;3D View</source>
        <translation>3D 檢視(&amp;3)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <extracomment>The menu that switches the interface language; keep &quot;Language&quot; recognisable.</extracomment>
        <translation>語言 (Language)(&amp;L)</translation>
    </message>
    <message>
        <source>Cloth &amp;Surface</source>
        <translation>布料表面(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Wireframe</source>
        <translation>線框(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Particles</source>
        <translation>質點(&amp;P)</translation>
    </message>
    <message>
        <source>S&amp;tructural Springs</source>
        <translation>結構彈簧(&amp;T)</translation>
    </message>
    <message>
        <source>S&amp;hear Springs</source>
        <translation>剪切彈簧(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Bending Springs</source>
        <translation>彎曲彈簧(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Force Vectors</source>
        <translation>力向量(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Obstacles</source>
        <translation>障礙物(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Ground Grid</source>
        <translation>地面格線(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Axes</source>
        <translation>座標軸(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Reset Camera</source>
        <translation>重設攝影機(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Load Texture…</source>
        <translation>載入紋理(&amp;L)…</translation>
    </message>
    <message>
        <source>Built-in &amp;Texture</source>
        <translation>內建紋理(&amp;T)</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::ComparisonView</name>
    <message>
        <source>View:</source>
        <translation>檢視：</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>分割</translation>
    </message>
    <message>
        <source>One 3D view per run, side by side, with linked cameras</source>
        <translation>每個執行一個 3D 檢視，並排顯示，攝影機連動</translation>
    </message>
    <message>
        <source>Overlay</source>
        <translation>疊加</translation>
    </message>
    <message>
        <source>All runs in one 3D view: the primary run opaque, the others translucent</source>
        <translation>所有執行顯示在一個 3D 檢視中：主執行不透明，其他執行半透明</translation>
    </message>
    <message>
        <source>&amp;Primary run:</source>
        <translation>主執行(&amp;P)：</translation>
    </message>
    <message>
        <source>The run drawn opaque in the overlay view</source>
        <translation>疊加檢視中不透明顯示的執行</translation>
    </message>
    <message>
        <source>Reset Camera</source>
        <translation>重設攝影機</translation>
    </message>
    <message>
        <source>Frame every shown run in every view</source>
        <translation>調整每個檢視的攝影機，使所有顯示的執行都在畫面內</translation>
    </message>
    <message>
        <source>Not shown (at most %1 views): %2</source>
        <translation>未顯示（最多 %1 個檢視）：%2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Add runs in the Runs panel to compare integrators side by side.</source>
        <translation>在「執行」面板中新增執行，即可並排比較積分器。</translation>
    </message>
    <message>
        <source>Every run is hidden: tick one in the Runs panel to show it.</source>
        <translation>所有執行均已隱藏：在「執行」面板中勾選一個即可顯示。</translation>
    </message>
    <message>
        <source>Translucent:</source>
        <translation>半透明：</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::Document</name>
    <message>
        <source>Change stiffness</source>
        <translation>修改剛度</translation>
    </message>
    <message>
        <source>Change forces</source>
        <translation>修改外力</translation>
    </message>
    <message>
        <source>Change integrator</source>
        <translation>修改積分器</translation>
    </message>
    <message>
        <source>Rename scene</source>
        <translation>重新命名場景</translation>
    </message>
    <message>
        <source>Add body</source>
        <translation>新增物體</translation>
    </message>
    <message>
        <source> copy</source>
        <translation> 副本</translation>
    </message>
    <message>
        <source>Duplicate body</source>
        <translation>複製物體</translation>
    </message>
    <message>
        <source>Body “%1” has a spring attached to this body; remove that body first.</source>
        <translation>物體「%1」有彈簧連接到此物體；請先移除那個物體。</translation>
    </message>
    <message>
        <source>Remove body</source>
        <translation>移除物體</translation>
    </message>
    <message>
        <source>Change body</source>
        <translation>變更物體</translation>
    </message>
    <message>
        <source>Add obstacle</source>
        <translation>新增障礙物</translation>
    </message>
    <message>
        <source>Remove obstacle</source>
        <translation>移除障礙物</translation>
    </message>
    <message>
        <source>Change obstacle</source>
        <translation>變更障礙物</translation>
    </message>
    <message>
        <source>Pin particle %1</source>
        <translation>固定質點 %1</translation>
    </message>
    <message>
        <source>Unpin particle %1</source>
        <translation>取消固定質點 %1</translation>
    </message>
    <message>
        <source>Change mass of particle %1</source>
        <translation>變更質點 %1 的質量</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::EnergyPlotPanel</name>
    <message>
        <source>Kinetic</source>
        <translation>動能</translation>
    </message>
    <message>
        <source>Gravity</source>
        <translation>重力位能</translation>
    </message>
    <message>
        <source>Elastic (structural)</source>
        <translation>彈性位能（結構）</translation>
    </message>
    <message>
        <source>Elastic (shear)</source>
        <translation>彈性位能（剪切）</translation>
    </message>
    <message>
        <source>Elastic (bending)</source>
        <translation>彈性位能（彎曲）</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>總能量</translation>
    </message>
    <message>
        <source>Dissipated</source>
        <translation>耗散能量</translation>
    </message>
    <message>
        <source>Residual</source>
        <translation>殘差</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>時間 (s)</translation>
    </message>
    <message>
        <source>Energy (J)</source>
        <translation>能量 (J)</translation>
    </message>
    <message>
        <source>Follow the last</source>
        <translation>跟隨最近</translation>
    </message>
    <message>
        <source>Logarithmic scale</source>
        <translation>對數刻度</translation>
    </message>
    <message>
        <source>Show only the most recent seconds while the simulation runs</source>
        <translation>模擬執行時只顯示最近幾秒</translation>
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
        <translation>空氣阻力</translation>
    </message>
    <message>
        <source>Wind (m/s)</source>
        <translation>風 (m/s)</translation>
    </message>
    <message>
        <source>Wind modulation</source>
        <translation>風的調變幅度</translation>
    </message>
    <message>
        <source>Modulation ω₁</source>
        <translation>調變 ω₁</translation>
    </message>
    <message>
        <source>Modulation ω₂</source>
        <translation>調變 ω₂</translation>
    </message>
    <message>
        <source>Gusts</source>
        <translation>陣風</translation>
    </message>
    <message>
        <source>Gust strength</source>
        <translation>陣風強度</translation>
    </message>
    <message>
        <source>Gust probability</source>
        <translation>陣風機率</translation>
    </message>
    <message>
        <source>Velocity retention</source>
        <translation>速度保持係數</translation>
    </message>
    <message>
        <source>Seeded random gusts</source>
        <translation>帶種子的隨機陣風</translation>
    </message>
    <message>
        <source>Velocity retention multiplies every velocity by this factor once per step. It is not a force: its effect depends on the time step, so runs with different time steps are damped differently.</source>
        <translation>速度保持係數在每一步將所有速度乘以此係數。它不是力：其效果取決於時間步長，因此時間步長不同的執行阻尼也不同。</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::IntegratorPanel</name>
    <message>
        <source>Update equations</source>
        <translation>更新公式</translation>
    </message>
    <message>
        <source>Integrator</source>
        <translation>積分器</translation>
    </message>
    <message>
        <source>Time step</source>
        <translation>時間步長</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::ParticlePanel</name>
    <message>
        <source>none (click a particle)</source>
        <translation>無(請點選一個質點)</translation>
    </message>
    <message>
        <source>Particle</source>
        <translation>質點</translation>
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
        <translation>%1：%2 = %3，%4 = %5</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::ScenePanel</name>
    <message>
        <source>cloth %1</source>
        <translation>布料 %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>列數</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>行數</translation>
    </message>
    <message>
        <source>Spacing</source>
        <translation>間距</translation>
    </message>
    <message>
        <source>Origin (m)</source>
        <translation>原點 (m)</translation>
    </message>
    <message>
        <source>Particle mass</source>
        <translation>質點質量</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>連接模式</translation>
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
        <translation>固定的角</translation>
    </message>
    <message>
        <source>Pinned edges</source>
        <translation>固定的邊</translation>
    </message>
    <message>
        <source>Particles</source>
        <translation>質點數</translation>
    </message>
    <message>
        <source>Springs</source>
        <translation>彈簧數</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>形狀</translation>
    </message>
    <message>
        <source>sphere</source>
        <translation>球體</translation>
    </message>
    <message>
        <source>Centre (m)</source>
        <translation>中心 (m)</translation>
    </message>
    <message>
        <source>Radius</source>
        <translation>半徑</translation>
    </message>
    <message>
        <source>plane</source>
        <translation>平面</translation>
    </message>
    <message>
        <source>Point (m)</source>
        <translation>平面上的點 (m)</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>法向量</translation>
    </message>
    <message>
        <source>box</source>
        <translation>長方體</translation>
    </message>
    <message>
        <source>Minimum corner (m)</source>
        <translation>最小角點 (m)</translation>
    </message>
    <message>
        <source>Maximum corner (m)</source>
        <translation>最大角點 (m)</translation>
    </message>
    <message>
        <source>Friction μ</source>
        <translation>摩擦 μ</translation>
    </message>
    <message>
        <source>Response</source>
        <translation>碰撞響應</translation>
    </message>
    <message>
        <source>Select a body or an obstacle to edit it.</source>
        <translation>選取一個物體或障礙物來編輯。</translation>
    </message>
    <message>
        <source>Gravity (%1, %2, %3) m/s². Edit gravity, air resistance and wind in the Forces panel.</source>
        <translation>重力 (%1, %2, %3) m/s²。請在「外力」面板中編輯重力、空氣阻力和風。</translation>
    </message>
    <message>
        <source>Cannot remove body</source>
        <translation>無法移除物體</translation>
    </message>
    <message>
        <source>Add Cloth</source>
        <translation>新增布料</translation>
    </message>
    <message>
        <source>Add Obstacle</source>
        <translation>新增障礙物</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>複製</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>&lt;b&gt;Properties&lt;/b&gt;</source>
        <translation>&lt;b&gt;屬性&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::SceneSummaryWidget</name>
    <message>
        <source>Scene: %1</source>
        <translation>場景：%1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln particle(s)</source>
        <translation>
            <numerusform>%Ln 個質點</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln pinned particle(s)</source>
        <translation>
            <numerusform>%Ln 個固定質點</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln spring(s):</source>
        <translation>
            <numerusform>%Ln 根彈簧：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln structural spring(s)</source>
        <translation>
            <numerusform>%Ln 根結構彈簧</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln shear spring(s)</source>
        <translation>
            <numerusform>%Ln 根剪切彈簧</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln bending spring(s)</source>
        <translation>
            <numerusform>%Ln 根彎曲彈簧</numerusform>
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
        <translation>詳細資料</translation>
    </message>
    <message>
        <source>Bodies</source>
        <translation>物體</translation>
    </message>
    <message>
        <source>Obstacles</source>
        <translation>障礙物</translation>
    </message>
    <message>
        <source>Forces</source>
        <translation>外力</translation>
    </message>
    <message>
        <source>Obstacle %1</source>
        <translation>障礙物 %1</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>環境</translation>
    </message>
    <message>
        <source>cloth %1 × %2, %3</source>
        <translation>布料 %1 × %2，%3</translation>
    </message>
    <message numerus="yes">
        <source>custom, %n particle(s)</source>
        <translation>
            <numerusform>自訂，%n 個質點</numerusform>
        </translation>
    </message>
    <message>
        <source>sphere</source>
        <translation>球體</translation>
    </message>
    <message>
        <source>plane</source>
        <translation>平面</translation>
    </message>
    <message>
        <source>box</source>
        <translation>長方體</translation>
    </message>
    <message>
        <source>gravity, air, wind</source>
        <translation>重力、空氣、風</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::SceneView</name>
    <message>
        <source>3D view</source>
        <translation>3D 檢視</translation>
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
        <translation>彈簧數</translation>
    </message>
    <message>
        <source>Stretch k⁺</source>
        <translation>拉伸剛度 k⁺</translation>
    </message>
    <message>
        <source>Compression k⁻</source>
        <translation>壓縮剛度 k⁻</translation>
    </message>
    <message>
        <source>Damping c</source>
        <translation>阻尼 c</translation>
    </message>
    <message>
        <source>Structural</source>
        <translation>結構彈簧</translation>
    </message>
    <message>
        <source>Shear</source>
        <translation>剪切彈簧</translation>
    </message>
    <message>
        <source>Bending</source>
        <translation>彎曲彈簧</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Workbench for mass-spring cloth simulation.</source>
        <translation>質點彈簧模型布料模擬工作台。</translation>
    </message>
    <message>
        <source>Save the window as a PNG image to &lt;file&gt; once it is shown, then quit.</source>
        <translation>視窗顯示後，將其儲存為 PNG 影像 &lt;檔案&gt;，然後結束。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>檔案</translation>
    </message>
    <message>
        <source>Start the simulation at once.</source>
        <translation>啟動後立即開始模擬。</translation>
    </message>
    <message>
        <source>A scene file, or preset:NAME, to open at start.</source>
        <translation>啟動時開啟的場景檔案，或 preset:名稱。</translation>
    </message>
</context>
</TS>
