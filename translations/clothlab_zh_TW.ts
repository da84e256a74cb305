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
    <name>clothlab::widgets::AnalysisDialog</name>
    <message>
        <source>Cancelled; no result was stored.</source>
        <translation>已取消；未儲存任何結果。</translation>
    </message>
    <message>
        <source>The analysis failed: %1</source>
        <translation>分析失敗：%1</translation>
    </message>
    <message>
        <source>Running on “%1”…</source>
        <translation>正在「%1」上執行…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <source>Finished in %1 s; the result is kept in Analysis ▸ Results.</source>
        <translation>耗時 %1 s 完成；結果儲存在 分析 ▸ 結果 中。</translation>
    </message>
    <message>
        <source>Analyses</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>Convergence Study</source>
        <translation>收斂性研究</translation>
    </message>
    <message>
        <source>Stability Limits</source>
        <translation>穩定極限</translation>
    </message>
    <message>
        <source>Stiffness Sweep</source>
        <translation>剛度掃描</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>執行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Cancel Run</source>
        <translation>取消執行(&amp;C)</translation>
    </message>
    <message>
        <source>%v of %m done</source>
        <translation>已完成 %v / %m</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::AnalysisMenu</name>
    <message>
        <source>&amp;Analysis</source>
        <translation>分析(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Convergence Study…</source>
        <translation>收斂性研究(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Stability Limits…</source>
        <translation>穩定極限(&amp;S)…</translation>
    </message>
    <message>
        <source>Stiffness S&amp;weep…</source>
        <translation>剛度掃描(&amp;W)…</translation>
    </message>
    <message>
        <source>&amp;Results</source>
        <translation>結果(&amp;R)</translation>
    </message>
    <message>
        <source>C&amp;lear Results</source>
        <translation>清除結果(&amp;L)</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::AnalysisPage</name>
    <message>
        <source>Check at least one integrator.</source>
        <translation>請至少勾選一個積分器。</translation>
    </message>
    <message>
        <source>Integrators:</source>
        <translation>積分器：</translation>
    </message>
    <message>
        <source>Duration:</source>
        <translation>時長：</translation>
    </message>
    <message>
        <source>Id on the command line: %1</source>
        <translation>命令列中的 ID：%1</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::AnalysisResultView</name>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>%1, dt = %2 s</source>
        <translation>%1，dt = %2 s</translation>
    </message>
    <message>
        <source>%1 (%2), dt = %3 s</source>
        <translation>%1（%2），dt = %3 s</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>所有類型</translation>
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
    <message>
        <source>springs of every kind</source>
        <translation>所有類型的彈簧</translation>
    </message>
    <message>
        <source>structural springs</source>
        <translation>結構彈簧</translation>
    </message>
    <message>
        <source>shear springs</source>
        <translation>剪切彈簧</translation>
    </message>
    <message>
        <source>bending springs</source>
        <translation>彎曲彈簧</translation>
    </message>
    <message>
        <source>No results yet: set up the analysis and press Run.</source>
        <translation>尚無結果：請設定分析並按「執行」。</translation>
    </message>
    <message>
        <source>Time step dt (s)</source>
        <translation>時間步長 dt (s)</translation>
    </message>
    <message>
        <source>RMS error at t = %1 s (m)</source>
        <translation>t = %1 s 時的 RMS 誤差 (m)</translation>
    </message>
    <message>
        <source>blew up at t = %1 s</source>
        <translation>在 t = %1 s 發散</translation>
    </message>
    <message>
        <source>slope %1</source>
        <translation>斜率 %1</translation>
    </message>
    <message>
        <source>Integrator</source>
        <translation>積分器</translation>
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
        <translation>誤差 最大值 (m)</translation>
    </message>
    <message>
        <source>Observed order</source>
        <translation>觀測階</translation>
    </message>
    <message>
        <source>Fitted order</source>
        <translation>擬合階</translation>
    </message>
    <message>
        <source>Convergence study on “%1”: error of the positions at t = %2 s against the reference %3 (RMS and max over free particles). Observed order: log(e₁/e₂)/log(dt₁/dt₂) per halving; fitted order: least-squares slope. Grey dashed lines: slopes 1, 2 and 4.</source>
        <translation>「%1」的收斂性研究：t = %2 s 時的位置誤差，參考解為 %3（對非固定質點取 RMS 與最大值）。觀測階：每次減半的 log(e₁/e₂)/log(dt₁/dt₂)；擬合階：最小平方斜率。灰色虛線：斜率 1、2 與 4。</translation>
    </message>
    <message>
        <source>unstable at every dt tried</source>
        <translation>所有嘗試的 dt 皆不穩定</translation>
    </message>
    <message>
        <source>stable at every dt tried (a lower bound)</source>
        <translation>所有嘗試的 dt 皆穩定（下限）</translation>
    </message>
    <message>
        <source>Largest stable dt</source>
        <translation>最大穩定 dt</translation>
    </message>
    <message>
        <source>Largest stable dt (s)</source>
        <translation>最大穩定 dt (s)</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>執行次數</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>備註</translation>
    </message>
    <message>
        <source>Stability limits on “%1”: the largest dt for which a run of %2 s stays bounded (finite, energy within its bound), found by bisection to %3 %. A limit of %2 s means stable at every dt tried.</source>
        <translation>「%1」的穩定極限：使 %2 s 的執行保持有界（數值有限、能量在上限內）的最大 dt，以二分法求至 %3 %。極限為 %2 s 表示所有嘗試的 dt 皆穩定。</translation>
    </message>
    <message>
        <source>Stretch stiffness k⁺ of the %1 (N/m)</source>
        <translation>%1的拉伸剛度 k⁺ (N/m)</translation>
    </message>
    <message>
        <source>Stiffness factor (× the scene&apos;s values)</source>
        <translation>剛度倍數（相對場景中的值）</translation>
    </message>
    <message>
        <source>slope −1/2</source>
        <translation>斜率 −1/2</translation>
    </message>
    <message>
        <source>k⁺ (N/m)</source>
        <translation>k⁺ (N/m)</translation>
    </message>
    <message>
        <source>Stiffness factor</source>
        <translation>剛度倍數</translation>
    </message>
    <message>
        <source>Stiffness sweep on “%1” (%2; stretch and compression scaled, damping kept): the largest dt for which a run of %3 s stays bounded, bisection to %4 %. Grey dashed line: slope −1/2, the explicit methods&apos; dt ∝ 1/√k. A limit of %3 s is a lower bound.</source>
        <translation>「%1」的剛度掃描（%2；按倍數改變拉伸與壓縮剛度，阻尼不變）：使 %3 s 的執行保持有界的最大 dt，二分法求至 %4 %。灰色虛線：斜率 −1/2，即顯式方法的 dt ∝ 1/√k。極限 %3 s 為下限。</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::AnalysisResults</name>
    <message>
        <source>Convergence study</source>
        <translation>收斂性研究</translation>
    </message>
    <message>
        <source>Stability limits</source>
        <translation>穩定極限</translation>
    </message>
    <message>
        <source>Stiffness sweep</source>
        <translation>剛度掃描</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::AnalysisTableView</name>
    <message>
        <source>Copy as Tab-Separated Text</source>
        <translation>複製為定位字元分隔文字</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::ConvergencePage</name>
    <message>
        <source>Enter at least two time steps, as positive numbers separated by commas (for example 0.01, 0.005, 0.0025).</source>
        <translation>請輸入至少兩個時間步長，以逗號分隔的正數（例如 0.01, 0.005, 0.0025）。</translation>
    </message>
    <message>
        <source>The duration %1 s is not a whole number of steps of %2 s: every run must end exactly at the time where the errors are compared.</source>
        <translation>時長 %1 s 不是步長 %2 s 的整數倍：每次執行都必須恰好在比較誤差的時刻結束。</translation>
    </message>
    <message>
        <source>Use %1 s</source>
        <translation>使用 %1 s</translation>
    </message>
    <message>
        <source>The duration %1 s is not a whole number of reference steps of %2 s.</source>
        <translation>時長 %1 s 不是參考解步長 %2 s 的整數倍。</translation>
    </message>
    <message>
        <source>Use dt = %1 s</source>
        <translation>使用 dt = %1 s</translation>
    </message>
    <message>
        <source>Largest dt:</source>
        <translation>最大 dt：</translation>
    </message>
    <message>
        <source>Halvings:</source>
        <translation>減半次數：</translation>
    </message>
    <message>
        <source>The study runs dt, dt/2, dt/4, … this many times halved.</source>
        <translation>依序執行 dt、dt/2、dt/4……，共減半這麼多次。</translation>
    </message>
    <message>
        <source>List of dt:</source>
        <translation>dt 清單：</translation>
    </message>
    <message>
        <source>for example 0.01, 0.005, 0.0025</source>
        <translation>例如 0.01, 0.005, 0.0025</translation>
    </message>
    <message>
        <source>Reference: RK45 with error control (dt = the smallest step)</source>
        <translation>參考解：帶誤差控制的 RK45（dt = 最小步長）</translation>
    </message>
    <message>
        <source>Tolerance:</source>
        <translation>容許誤差：</translation>
    </message>
    <message>
        <source>Reference: another integrator</source>
        <translation>參考解：其他積分器</translation>
    </message>
    <message>
        <source>Integrator:</source>
        <translation>積分器：</translation>
    </message>
    <message>
        <source>dt:</source>
        <translation>dt：</translation>
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
    <name>clothlab::widgets::StabilityPage</name>
    <message>
        <source>The first dt tried (%1 s) must be shorter than the duration.</source>
        <translation>第一個嘗試的 dt（%1 s）必須短於時長。</translation>
    </message>
    <message>
        <source>First dt tried:</source>
        <translation>第一個嘗試的 dt：</translation>
    </message>
    <message>
        <source>The search doubles or halves this step until it brackets the limit, then bisects.</source>
        <translation>搜尋會將此步長加倍或減半直到夾住極限，然後進行二分。</translation>
    </message>
    <message>
        <source>Bisection tolerance:</source>
        <translation>二分法容許誤差：</translation>
    </message>
    <message>
        <source>Each trial run covers this time; a run is unstable when it produces NaN or its energy leaves its bound.</source>
        <translation>每次試驗執行涵蓋這段時間；出現 NaN 或能量超出上限的執行視為不穩定。</translation>
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
    <name>clothlab::widgets::SweepPage</name>
    <message>
        <source>The scene has no %1.</source>
        <translation>場景中沒有%1。</translation>
    </message>
    <message>
        <source>The stretch stiffness of the %1 is 0 N/m: a sweep multiplies it, so it must be positive.</source>
        <translation>%1的拉伸剛度為 0 N/m：掃描會按倍數改變它，因此它必須為正。</translation>
    </message>
    <message>
        <source>“To” must be larger than “From”.</source>
        <translation>「到」必須大於「從」。</translation>
    </message>
    <message>
        <source>Springs scaled:</source>
        <translation>縮放的彈簧：</translation>
    </message>
    <message>
        <source>Stretch and compression stiffness of these springs are multiplied; damping is kept. For one kind the range is in N/m, for all kinds it is a factor on the scene&apos;s values.</source>
        <translation>這些彈簧的拉伸與壓縮剛度按倍數改變，阻尼不變。單一類型時範圍以 N/m 表示，所有類型時為相對場景值的倍數。</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>從：</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>到：</translation>
    </message>
    <message>
        <source>Points:</source>
        <translation>點數：</translation>
    </message>
    <message>
        <source>Logarithmic spacing</source>
        <translation>對數間隔</translation>
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
