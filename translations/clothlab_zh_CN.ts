<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>clothlab::app::MainWindow</name>
    <message>
        <source>%1 — ClothLab</source>
        <translation>%1 — ClothLab</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About ClothLab</source>
        <translation>关于 ClothLab(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>About ClothLab</source>
        <translation>关于 ClothLab</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;ClothLab %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;A workbench for mass-spring cloth simulation: one scene, many integrators, with energy and error measured the same way for all of them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;ClothLab %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;质点弹簧模型布料仿真工作台：同一场景，多种积分器，所有积分器的能量与误差都以相同方式测量。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Opened preset “%1”.</source>
        <translation>已打开预设“%1”。</translation>
    </message>
    <message>
        <source>Could not open the scene: %1</source>
        <translation>无法打开场景：%1</translation>
    </message>
    <message>
        <source>Open Scene</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <source>Could not open the scene:
%1</source>
        <translation>无法打开场景：
%1</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>已打开 %1。</translation>
    </message>
    <message>
        <source>ClothLab scenes (*.json);;All files (*)</source>
        <translation>ClothLab 场景 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Could not save the scene: %1</source>
        <translation>无法保存场景：%1</translation>
    </message>
    <message>
        <source>Save Scene</source>
        <translation>保存场景</translation>
    </message>
    <message>
        <source>Could not save the scene:
%1</source>
        <translation>无法保存场景：
%1</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>已保存 %1。</translation>
    </message>
    <message>
        <source>Save Scene As</source>
        <translation>场景另存为</translation>
    </message>
    <message>
        <source>ClothLab scenes (*.json)</source>
        <translation>ClothLab 场景 (*.json)</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>The scene has unsaved changes. Save them first?</source>
        <translation>场景有未保存的更改。要先保存吗？</translation>
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
        <translation>无法仿真该场景：%1</translation>
    </message>
    <message>
        <source>Scene</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>Stiffness</source>
        <translation>刚度</translation>
    </message>
    <message>
        <source>Forces</source>
        <translation>外力</translation>
    </message>
    <message>
        <source>Integrator</source>
        <translation>积分器</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>能量</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Preset</source>
        <translation>打开预设(&amp;P)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Simulation</source>
        <translation>仿真(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>播放(&amp;P)</translation>
    </message>
    <message>
        <source>S&amp;tep</source>
        <translation>单步(&amp;T)</translation>
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
        <translation>实时的 %1 倍</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Integrator Reference</source>
        <translation>积分器参考(&amp;I)</translation>
    </message>
    <message>
        <source>Integrator Reference</source>
        <translation>积分器参考</translation>
    </message>
    <message>
        <source>The simulation blew up at t = %1 s (step %2): a position or velocity became infinite or not a number. It is paused at the last good state; try a smaller time step or another integrator.</source>
        <translation>仿真在 t = %1 s（第 %2 步）发散：位置或速度变为无穷大或非数。已暂停在最后的正常状态；请尝试更小的时间步长或其他积分器。</translation>
    </message>
    <message>
        <source>The simulation blew up at t = %1 s (step %2): the energy grew by %3 J, beyond the bound of %4 J. It is paused at the last good state; try a smaller time step or another integrator.</source>
        <translation>仿真在 t = %1 s（第 %2 步）发散：能量增加了 %3 J，超过上限 %4 J。已暂停在最后的正常状态；请尝试更小的时间步长或其他积分器。</translation>
    </message>
    <message>
        <source>Load Texture</source>
        <translation>加载纹理</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.bmp);;All files (*)</source>
        <translation>图像 (*.png *.jpg *.jpeg *.bmp);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Could not read the image %1.</source>
        <translation>无法读取图像 %1。</translation>
    </message>
    <message>
        <source>Texture %1 applied to the cloth.</source>
        <translation>已将纹理 %1 应用到布料。</translation>
    </message>
    <message>
        <source>&amp;3D View</source>
        <translation>3D 视图(&amp;3)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <extracomment>The menu that switches the interface language; keep &quot;Language&quot; recognisable.</extracomment>
        <translation>语言 (Language)(&amp;L)</translation>
    </message>
    <message>
        <source>Cloth &amp;Surface</source>
        <translation>布料表面(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Wireframe</source>
        <translation>线框(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Particles</source>
        <translation>质点(&amp;P)</translation>
    </message>
    <message>
        <source>S&amp;tructural Springs</source>
        <translation>结构弹簧(&amp;T)</translation>
    </message>
    <message>
        <source>S&amp;hear Springs</source>
        <translation>剪切弹簧(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Bending Springs</source>
        <translation>弯曲弹簧(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Force Vectors</source>
        <translation>力矢量(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Obstacles</source>
        <translation>障碍物(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Ground Grid</source>
        <translation>地面网格(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Axes</source>
        <translation>坐标轴(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Reset Camera</source>
        <translation>重置相机(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Load Texture…</source>
        <translation>加载纹理(&amp;L)…</translation>
    </message>
    <message>
        <source>Built-in &amp;Texture</source>
        <translation>内置纹理(&amp;T)</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::ComparisonView</name>
    <message>
        <source>View:</source>
        <translation>视图：</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>分屏</translation>
    </message>
    <message>
        <source>One 3D view per run, side by side, with linked cameras</source>
        <translation>每个运行一个 3D 视图，并排显示，相机联动</translation>
    </message>
    <message>
        <source>Overlay</source>
        <translation>叠加</translation>
    </message>
    <message>
        <source>All runs in one 3D view: the primary run opaque, the others translucent</source>
        <translation>所有运行显示在一个 3D 视图中：主运行不透明，其他运行半透明</translation>
    </message>
    <message>
        <source>&amp;Primary run:</source>
        <translation>主运行(&amp;P)：</translation>
    </message>
    <message>
        <source>The run drawn opaque in the overlay view</source>
        <translation>叠加视图中不透明显示的运行</translation>
    </message>
    <message>
        <source>Reset Camera</source>
        <translation>重置相机</translation>
    </message>
    <message>
        <source>Frame every shown run in every view</source>
        <translation>调整每个视图的相机，使所有显示的运行都在画面内</translation>
    </message>
    <message>
        <source>Not shown (at most %1 views): %2</source>
        <translation>未显示（最多 %1 个视图）：%2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Add runs in the Runs panel to compare integrators side by side.</source>
        <translation>在“运行”面板中添加运行，即可并排对比积分器。</translation>
    </message>
    <message>
        <source>Every run is hidden: tick one in the Runs panel to show it.</source>
        <translation>所有运行均已隐藏：在“运行”面板中勾选一个即可显示。</translation>
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
        <translation>修改刚度</translation>
    </message>
    <message>
        <source>Change forces</source>
        <translation>修改外力</translation>
    </message>
    <message>
        <source>Change integrator</source>
        <translation>修改积分器</translation>
    </message>
    <message>
        <source>Rename scene</source>
        <translation>重命名场景</translation>
    </message>
    <message>
        <source>Add body</source>
        <translation>添加物体</translation>
    </message>
    <message>
        <source> copy</source>
        <translation> 副本</translation>
    </message>
    <message>
        <source>Duplicate body</source>
        <translation>复制物体</translation>
    </message>
    <message>
        <source>Body “%1” has a spring attached to this body; remove that body first.</source>
        <translation>物体“%1”有弹簧连接到此物体；请先删除那个物体。</translation>
    </message>
    <message>
        <source>Remove body</source>
        <translation>删除物体</translation>
    </message>
    <message>
        <source>Change body</source>
        <translation>修改物体</translation>
    </message>
    <message>
        <source>Add obstacle</source>
        <translation>添加障碍物</translation>
    </message>
    <message>
        <source>Remove obstacle</source>
        <translation>删除障碍物</translation>
    </message>
    <message>
        <source>Change obstacle</source>
        <translation>修改障碍物</translation>
    </message>
    <message>
        <source>Pin particle %1</source>
        <translation>固定质点 %1</translation>
    </message>
    <message>
        <source>Unpin particle %1</source>
        <translation>取消固定质点 %1</translation>
    </message>
    <message>
        <source>Change mass of particle %1</source>
        <translation>修改质点 %1 的质量</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::EnergyPlotPanel</name>
    <message>
        <source>Kinetic</source>
        <translation>动能</translation>
    </message>
    <message>
        <source>Gravity</source>
        <translation>重力势能</translation>
    </message>
    <message>
        <source>Elastic (structural)</source>
        <translation>弹性势能（结构）</translation>
    </message>
    <message>
        <source>Elastic (shear)</source>
        <translation>弹性势能（剪切）</translation>
    </message>
    <message>
        <source>Elastic (bending)</source>
        <translation>弹性势能（弯曲）</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>总能量</translation>
    </message>
    <message>
        <source>Dissipated</source>
        <translation>耗散能量</translation>
    </message>
    <message>
        <source>Residual</source>
        <translation>残差</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>时间 (s)</translation>
    </message>
    <message>
        <source>Energy (J)</source>
        <translation>能量 (J)</translation>
    </message>
    <message>
        <source>Follow the last</source>
        <translation>跟随最近</translation>
    </message>
    <message>
        <source>Logarithmic scale</source>
        <translation>对数刻度</translation>
    </message>
    <message>
        <source>Show only the most recent seconds while the simulation runs</source>
        <translation>仿真运行时只显示最近若干秒</translation>
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
        <translation>空气阻力</translation>
    </message>
    <message>
        <source>Wind (m/s)</source>
        <translation>风 (m/s)</translation>
    </message>
    <message>
        <source>Wind modulation</source>
        <translation>风的调制幅度</translation>
    </message>
    <message>
        <source>Modulation ω₁</source>
        <translation>调制 ω₁</translation>
    </message>
    <message>
        <source>Modulation ω₂</source>
        <translation>调制 ω₂</translation>
    </message>
    <message>
        <source>Gusts</source>
        <translation>阵风</translation>
    </message>
    <message>
        <source>Gust strength</source>
        <translation>阵风强度</translation>
    </message>
    <message>
        <source>Gust probability</source>
        <translation>阵风概率</translation>
    </message>
    <message>
        <source>Velocity retention</source>
        <translation>速度保持系数</translation>
    </message>
    <message>
        <source>Seeded random gusts</source>
        <translation>带种子的随机阵风</translation>
    </message>
    <message>
        <source>Velocity retention multiplies every velocity by this factor once per step. It is not a force: its effect depends on the time step, so runs with different time steps are damped differently.</source>
        <translation>速度保持系数在每一步将所有速度乘以该系数。它不是力：其效果取决于时间步长，因此时间步长不同的运行阻尼也不同。</translation>
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
        <translation>积分器</translation>
    </message>
    <message>
        <source>Time step</source>
        <translation>时间步长</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::ParticlePanel</name>
    <message>
        <source>none (click a particle)</source>
        <translation>无(请点击一个质点)</translation>
    </message>
    <message>
        <source>Particle</source>
        <translation>质点</translation>
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
        <translation>质量</translation>
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
        <translation>名称</translation>
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
        <translation>间距</translation>
    </message>
    <message>
        <source>Origin (m)</source>
        <translation>原点 (m)</translation>
    </message>
    <message>
        <source>Particle mass</source>
        <translation>质点质量</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>连接模式</translation>
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
        <translation>固定的边</translation>
    </message>
    <message>
        <source>Particles</source>
        <translation>质点数</translation>
    </message>
    <message>
        <source>Springs</source>
        <translation>弹簧数</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>形状</translation>
    </message>
    <message>
        <source>sphere</source>
        <translation>球体</translation>
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
        <translation>平面上的点 (m)</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>法线</translation>
    </message>
    <message>
        <source>box</source>
        <translation>长方体</translation>
    </message>
    <message>
        <source>Minimum corner (m)</source>
        <translation>最小角点 (m)</translation>
    </message>
    <message>
        <source>Maximum corner (m)</source>
        <translation>最大角点 (m)</translation>
    </message>
    <message>
        <source>Friction μ</source>
        <translation>摩擦 μ</translation>
    </message>
    <message>
        <source>Response</source>
        <translation>碰撞响应</translation>
    </message>
    <message>
        <source>Select a body or an obstacle to edit it.</source>
        <translation>选择一个物体或障碍物进行编辑。</translation>
    </message>
    <message>
        <source>Gravity (%1, %2, %3) m/s². Edit gravity, air resistance and wind in the Forces panel.</source>
        <translation>重力 (%1, %2, %3) m/s²。请在“外力”面板中编辑重力、空气阻力和风。</translation>
    </message>
    <message>
        <source>Cannot remove body</source>
        <translation>无法删除物体</translation>
    </message>
    <message>
        <source>Add Cloth</source>
        <translation>添加布料</translation>
    </message>
    <message>
        <source>Add Obstacle</source>
        <translation>添加障碍物</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>&lt;b&gt;Properties&lt;/b&gt;</source>
        <translation>&lt;b&gt;属性&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::SceneSummaryWidget</name>
    <message>
        <source>Scene: %1</source>
        <translation>场景：%1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln particle(s)</source>
        <translation>
            <numerusform>%Ln 个质点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln pinned particle(s)</source>
        <translation>
            <numerusform>%Ln 个固定质点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln spring(s):</source>
        <translation>
            <numerusform>%Ln 根弹簧：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln structural spring(s)</source>
        <translation>
            <numerusform>%Ln 根结构弹簧</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln shear spring(s)</source>
        <translation>
            <numerusform>%Ln 根剪切弹簧</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln bending spring(s)</source>
        <translation>
            <numerusform>%Ln 根弯曲弹簧</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::SceneTreeModel</name>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>Bodies</source>
        <translation>物体</translation>
    </message>
    <message>
        <source>Obstacles</source>
        <translation>障碍物</translation>
    </message>
    <message>
        <source>Forces</source>
        <translation>外力</translation>
    </message>
    <message>
        <source>Obstacle %1</source>
        <translation>障碍物 %1</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>环境</translation>
    </message>
    <message>
        <source>cloth %1 × %2, %3</source>
        <translation>布料 %1 × %2，%3</translation>
    </message>
    <message numerus="yes">
        <source>custom, %n particle(s)</source>
        <translation>
            <numerusform>自定义，%n 个质点</numerusform>
        </translation>
    </message>
    <message>
        <source>sphere</source>
        <translation>球体</translation>
    </message>
    <message>
        <source>plane</source>
        <translation>平面</translation>
    </message>
    <message>
        <source>box</source>
        <translation>长方体</translation>
    </message>
    <message>
        <source>gravity, air, wind</source>
        <translation>重力、空气、风</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::SceneView</name>
    <message>
        <source>3D view</source>
        <translation>3D 视图</translation>
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
        <translation>弹簧数</translation>
    </message>
    <message>
        <source>Stretch k⁺</source>
        <translation>拉伸刚度 k⁺</translation>
    </message>
    <message>
        <source>Compression k⁻</source>
        <translation>压缩刚度 k⁻</translation>
    </message>
    <message>
        <source>Damping c</source>
        <translation>阻尼 c</translation>
    </message>
    <message>
        <source>Structural</source>
        <translation>结构弹簧</translation>
    </message>
    <message>
        <source>Shear</source>
        <translation>剪切弹簧</translation>
    </message>
    <message>
        <source>Bending</source>
        <translation>弯曲弹簧</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Workbench for mass-spring cloth simulation.</source>
        <translation>质点弹簧模型布料仿真工作台。</translation>
    </message>
    <message>
        <source>Save the window as a PNG image to &lt;file&gt; once it is shown, then quit.</source>
        <translation>窗口显示后，将其保存为 PNG 图像 &lt;文件&gt;，然后退出。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Start the simulation at once.</source>
        <translation>启动后立即开始仿真。</translation>
    </message>
    <message>
        <source>A scene file, or preset:NAME, to open at start.</source>
        <translation>启动时打开的场景文件，或 preset:名称。</translation>
    </message>
</context>
</TS>
